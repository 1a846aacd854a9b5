import type { Editor } from '@tiptap/react'
import { Braces, ChevronDown } from 'lucide-react'
import { DeferredMenu } from '~/shell/menu_loader'

/** A piece of text the editor's menu can insert at the cursor (a template placeholder…). */
export type Insertable = { label: string; value: string }

const BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10'

/**
 * "Insérer une variable": the editor's toolbar menu (Headless UI, shell/menus.tsx
 * `VariablesMenu`). Enter, Space or an arrow opens it, the arrows move, Enter
 * inserts at the cursor, Escape closes it and gives the focus back to its
 * button. Its code is the chunk the header's menus share, so the editor's own
 * chunk does not grow.
 */
export function InsertMenu({ editor, items }: { editor: Editor; items: Insertable[] }) {
  const button = (
    <>
      <Braces className="size-4" aria-hidden="true" /> Insérer une variable
      <ChevronDown className="size-3.5" aria-hidden="true" />
    </>
  )
  return (
    <DeferredMenu standIn={{ popup: 'menu', className: BUTTON, content: button }}>
      {(loaded, takeHandover) => (
        <loaded.VariablesMenu
          editor={editor}
          items={items}
          button={button}
          buttonClassName={BUTTON}
          takeHandover={takeHandover}
        />
      )}
    </DeferredMenu>
  )
}
