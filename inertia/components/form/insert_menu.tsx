import type { Editor } from '@tiptap/react'
import { Braces, ChevronDown } from 'lucide-react'
import { DeferredMenu, deferredModule } from '~/components/menu/deferred_menu'
import type { Insertable } from '~/components/form/variables_menu'

export type { Insertable }

const BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm font-medium text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-white/10'

/* Its own small chunk; Headless UI in it is the chunk the header's menus share, so the editor's own chunk does not grow. */
const variablesMenu = deferredModule(() => import('~/components/form/variables_menu'))

/**
 * "Insérer une variable": the editor's toolbar menu (Headless UI,
 * components/form/variables_menu.tsx). Enter, Space or an arrow opens it, the
 * arrows move, Enter inserts at the cursor, Escape closes it and gives the
 * focus back to its button.
 */
export function InsertMenu({ editor, items }: { editor: Editor; items: Insertable[] }) {
  const button = (
    <>
      <Braces className="size-4" aria-hidden="true" /> Insérer une variable
      <ChevronDown className="size-3.5" aria-hidden="true" />
    </>
  )
  return (
    <DeferredMenu module={variablesMenu} popup="menu" button={button} buttonClassName={BUTTON}>
      {(loaded, widget) => <loaded.VariablesMenu editor={editor} items={items} {...widget} />}
    </DeferredMenu>
  )
}
