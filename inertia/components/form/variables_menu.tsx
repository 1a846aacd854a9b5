import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { Editor } from '@tiptap/react'
import { useHandover, type DeferredWidgetProps } from '~/components/menu/handover'
import { DROPDOWN_SURFACE } from '~/components/menu/surface'

/** A piece of text the editor's menu can insert at the cursor (a template placeholder…). */
export type Insertable = { label: string; value: string }

/**
 * "Insérer une variable": the editor's toolbar menu for text that must be
 * typed exactly (placeholders). TipTap's `focus()` puts the cursor back where
 * it was before the menu took the focus, so the text lands there and typing
 * goes on after it. Anchored in a portal, so the editor's rounded frame does
 * not clip it (it opens upwards when the window has no room below). A lazy
 * chunk, loaded by components/form/insert_menu.tsx, which shows the same
 * button meanwhile.
 */
export function VariablesMenu({
  editor,
  items,
  button,
  buttonClassName,
  takeHandover,
}: DeferredWidgetProps & { editor: Editor; items: Insertable[] }) {
  const buttonRef = useHandover(takeHandover)
  return (
    <Menu>
      <MenuButton ref={buttonRef} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        modal={false}
        className={`${DROPDOWN_SURFACE} w-72 focus:outline-none`}
      >
        <div className="max-h-72 overflow-y-auto py-1">
          {items.map((item) => (
            <MenuItem
              key={item.value}
              as="button"
              type="button"
              onClick={() => editor.chain().focus().insertContent(item.value).run()}
              className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-100 data-focus:bg-slate-100 dark:hover:bg-white/10 dark:data-focus:bg-white/10"
            >
              <span>{item.label}</span>
              <code className="text-xs text-slate-500 dark:text-slate-300">{item.value}</code>
            </MenuItem>
          ))}
        </div>
      </MenuItems>
    </Menu>
  )
}
