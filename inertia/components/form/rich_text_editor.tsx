import { useEditor, EditorContent, useEditorState, type Editor } from '@tiptap/react'
/*
| Only the extensions the editor uses (StarterKit would bundle code blocks,
| rules, drop/gap cursors…). Lists come from their subpath entries: the
| package's index would also bring task lists.
*/
import { Document } from '@tiptap/extension-document'
import { Paragraph } from '@tiptap/extension-paragraph'
import { Text } from '@tiptap/extension-text'
import { HardBreak } from '@tiptap/extension-hard-break'
import { Heading } from '@tiptap/extension-heading'
import { Blockquote } from '@tiptap/extension-blockquote'
import { Bold as BoldMark } from '@tiptap/extension-bold'
import { Italic as ItalicMark } from '@tiptap/extension-italic'
import { Underline as UnderlineMark } from '@tiptap/extension-underline'
import { Strike } from '@tiptap/extension-strike'
import { Code } from '@tiptap/extension-code'
import { LinkMark } from '~/components/form/link_mark'
import { BulletList } from '@tiptap/extension-list/bullet-list'
import { OrderedList } from '@tiptap/extension-list/ordered-list'
import { ListItem } from '@tiptap/extension-list/item'
import { ListKeymap } from '@tiptap/extension-list/keymap'
import { UndoRedo } from '@tiptap/extensions/undo-redo'
import { TrailingNode } from '@tiptap/extensions/trailing-node'
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { InsertMenu, type Insertable } from '~/components/form/insert_menu'
import { useRovingToolbar } from '~/components/form/use_roving_toolbar'
import { loadSwal } from '~/lib/sweetalert'

/*
| The TipTap editor (loaded on demand by RichTextField, so only form pages
| download it). It offers what the server's sanitiser keeps: paragraphs,
| h2–h4, bold, italic, underline, lists, links, quotes.
*/
type Tool = {
  label: string
  icon: LucideIcon
  run: (e: Editor) => void
  active?: (e: Editor) => boolean
  enabled?: (e: Editor) => boolean
}

async function editLink(editor: Editor) {
  const current = editor.getAttributes('link').href as string | undefined
  const Swal = await loadSwal()
  const { value, isConfirmed, isDenied } = await Swal.fire({
    titleText: 'Lien',
    input: 'url',
    inputLabel: 'Adresse du lien (https://…)',
    inputValue: current ?? 'https://',
    showCancelButton: true,
    showDenyButton: !!current,
    confirmButtonText: 'Appliquer',
    denyButtonText: 'Retirer le lien',
    cancelButtonText: 'Annuler',
    validationMessage: 'Adresse invalide : saisissez une adresse complète (https://…)',
  })
  if (isDenied) editor.chain().focus().unsetLink().run()
  else if (isConfirmed && value)
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run()
}

type Chain = ReturnType<Editor['chain']>

/** A button that turns a mark or a block on and off, pressed while the selection has it. */
const toggle = (
  label: string,
  icon: LucideIcon,
  name: string,
  command: (c: Chain) => Chain
): Tool => ({
  label,
  icon,
  run: (e) => command(e.chain().focus()).run(),
  active: (e) => e.isActive(name),
})

/** "Titre de niveau 2" to 4. */
const heading = (level: 2 | 3 | 4, icon: LucideIcon): Tool => ({
  label: `Titre de niveau ${level}`,
  icon,
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  active: (e) => e.isActive('heading', { level }),
})

/** "Annuler" and "Rétablir", available while there is a step to take back or again. */
const history = (label: string, icon: LucideIcon, step: 'undo' | 'redo'): Tool => ({
  label,
  icon,
  run: (e) => e.chain().focus()[step]().run(),
  enabled: (e) => e.can()[step](),
})

const TOOLS: (Tool | 'sep')[] = [
  toggle('Gras', Bold, 'bold', (c) => c.toggleBold()),
  toggle('Italique', Italic, 'italic', (c) => c.toggleItalic()),
  toggle('Souligné', Underline, 'underline', (c) => c.toggleUnderline()),
  'sep',
  heading(2, Heading2),
  heading(3, Heading3),
  heading(4, Heading4),
  'sep',
  toggle('Liste à puces', List, 'bulletList', (c) => c.toggleBulletList()),
  toggle('Liste numérotée', ListOrdered, 'orderedList', (c) => c.toggleOrderedList()),
  toggle('Citation', Quote, 'blockquote', (c) => c.toggleBlockquote()),
  { label: 'Lien', icon: Link2, run: (e) => void editLink(e), active: (e) => e.isActive('link') },
  'sep',
  history('Annuler', Undo2, 'undo'),
  history('Rétablir', Redo2, 'redo'),
]

/*
| What StarterKit gave, minus code blocks, horizontal rules and the drop/gap
| cursors. Strike, code and hard breaks have no button but stay: the server
| keeps <s>, <code> and <br>, so saved texts containing them survive an edit.
*/
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading.configure({ levels: [2, 3, 4] }),
  Blockquote,
  BoldMark,
  ItalicMark,
  UnderlineMark,
  Strike,
  Code,
  LinkMark,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
  TrailingNode,
]

type Props = {
  id: string
  value: string
  onChange: (html: string) => void
  invalid?: boolean
  describedBy?: string
  label: string
  /** Texts offered by an "Insérer une variable" menu (template placeholders); none by default. */
  insertables?: Insertable[]
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  label,
  insertables,
}: Props) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'id': id,
        'role': 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'class': 'rich-text min-h-40 px-3 py-2 outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLS.map((tool) =>
        tool === 'sep'
          ? null
          : { active: tool.active?.(e) ?? false, enabled: tool.enabled?.(e) ?? true }
      ),
  })

  /* One Tab stop; the arrows move between its buttons. */
  const toolbar = useRovingToolbar()

  return (
    <div
      className={`overflow-hidden rounded-md border bg-surface shadow-xs focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/25 ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-white/20'}`}
    >
      <div
        role="toolbar"
        aria-label={`Mise en forme : ${label}`}
        {...toolbar}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1 dark:border-white/10 dark:bg-black/10"
      >
        {TOOLS.map((tool, index) =>
          tool === 'sep' ? (
            <span
              key={`sep-${index}`}
              className="mx-1 h-5 w-px bg-slate-300 dark:bg-white/20"
              aria-hidden="true"
            />
          ) : (
            <button
              key={tool.label}
              type="button"
              title={tool.label}
              aria-label={tool.label}
              aria-pressed={tool.active ? (state?.[index]?.active ?? false) : undefined}
              disabled={!(state?.[index]?.enabled ?? true)}
              /* The editor keeps the focus and selection: typing goes on where it was. */
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => tool.run(editor)}
              className={`grid size-8 place-items-center rounded text-slate-600 hover:bg-slate-200 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-white/10 ${state?.[index]?.active ? 'bg-primary/15 text-primary' : ''}`}
            >
              <tool.icon className="size-4" aria-hidden="true" />
            </button>
          )
        )}
        {insertables && insertables.length > 0 && (
          <div className="ml-auto">
            <InsertMenu editor={editor} items={insertables} />
          </div>
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
