import type { Editor } from '@tiptap/react'
import { Braces, ChevronDown } from 'lucide-react'
import { Dropdown } from '~/shell/dropdown'

/** A piece of text the editor's menu can insert at the cursor (a template placeholder…). */
export type Insertable = { label: string; value: string }

/**
 * "Insérer une variable": the editor's toolbar menu for text that must be
 * typed exactly (placeholders). TipTap's `focus()` puts the cursor back where
 * it was before the menu took the focus, so the text lands there.
 */
export function InsertMenu({ editor, items }: { editor: Editor; items: Insertable[] }) {
  return (
    <Dropdown
      align="right"
      panelClassName="w-72"
      buttonClassName="inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10"
      button={
        <>
          <Braces className="size-4" aria-hidden="true" /> Insérer une variable
          <ChevronDown className="size-3.5" aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <ul role="menu" aria-label="Variables" className="max-h-72 overflow-y-auto py-1">
          {items.map((item) => (
            <li key={item.value} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  editor.chain().focus().insertContent(item.value).run()
                  close()
                }}
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-white/10"
              >
                <span>{item.label}</span>
                <code className="text-xs text-slate-500 dark:text-slate-300">{item.value}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  )
}
