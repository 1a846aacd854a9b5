/*
| The signed-in shell's keyboard shortcuts (docs/product.md §5): which key does
| what, and the list the "?" dialog shows. Keys are read from `event.key`, so
| they follow the keyboard layout ("/" and "?" are typed with Shift on AZERTY).
*/
export type ShortcutAction = 'palette' | 'search' | 'help'

/** What the shortcuts dialog lists: the keys to press, then what they do. */
export const SHORTCUTS: { keys: string[][]; label: string; detail?: string }[] = [
  {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    label: 'Palette de commandes',
    detail: 'Trouver une fiche ou lancer une action, même depuis un champ de saisie.',
  },
  {
    keys: [['/']],
    label: 'Rechercher',
    detail: "La recherche de l'en-tête, hors d'un champ de saisie.",
  },
  { keys: [['?']], label: 'Afficher les raccourcis' },
  {
    keys: [['Échap']],
    label: 'Fermer',
    detail: 'La palette, la recherche, une fenêtre ou un menu.',
  },
]

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'defaultPrevented'
> & { target: EventTarget | null }

/** A field where "/" and "?" are text being typed, not commands. */
export function isTypingTarget(target: EventTarget | null) {
  if (!target || typeof (target as Element).closest !== 'function') return false
  const element = target as Element
  if (element.closest('[contenteditable=""], [contenteditable="true"]')) return true
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true
  if (element.tagName !== 'INPUT') return false
  /* Checkboxes, radios and buttons take no text: "/" there is still a shortcut. */
  const type = (element as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    type
  )
}

/**
 * The action a key press asks for, or null. Ctrl+K (⌘K on a Mac) opens the
 * command palette from everywhere, inside a field too, like in most web
 * apps; "/" (the header search) and "?" only outside one, where they cannot
 * be text.
 */
export function shortcutFor(event: KeyEventLike): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null
  const command = (event.ctrlKey || event.metaKey) && !event.altKey
  if (command && event.key.toLowerCase() === 'k') return 'palette'
  /* Windows reports AltGr as Ctrl+Alt: a "/" typed with it is still a "/". */
  const altGr = event.ctrlKey && event.altKey
  if (event.metaKey || (event.ctrlKey && !altGr) || isTypingTarget(event.target)) return null
  if (event.key === '/') return 'search'
  if (event.key === '?') return 'help'
  return null
}
