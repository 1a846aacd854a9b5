import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react'

/* Its own buttons, not the items of a menu opened from it. */
const BUTTONS = 'button:not([role="menuitem"])'

/**
 * A toolbar as the ARIA pattern has it: one Tab stop (roving tabindex), the
 * arrows Left and Right (wrapping), Home and End moving between its enabled
 * buttons, Tab leaving it. The button last used keeps the stop. Buttons that
 * appear later (the insert menu's, once its code has loaded) or are enabled
 * again (Annuler, Rétablir) are brought into line by a MutationObserver.
 *   const toolbar = useRovingToolbar()
 *   <div role="toolbar" aria-label="…" {...toolbar}>…</div>
 */
export function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null)
  const current = useRef<HTMLElement | null>(null)

  const enabledButtons = () =>
    Array.from(ref.current?.querySelectorAll<HTMLButtonElement>(BUTTONS) ?? []).filter(
      (button) => !button.disabled
    )

  const apply = useCallback(() => {
    const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>(BUTTONS) ?? [])
    const enabled = all.filter((button) => !button.disabled)
    if (!current.current || !enabled.includes(current.current as HTMLButtonElement)) {
      current.current = enabled[0] ?? null
    }
    for (const button of all) {
      const tabIndex = button === current.current ? '0' : '-1'
      if (button.getAttribute('tabindex') !== tabIndex) button.setAttribute('tabindex', tabIndex)
    }
  }, [])

  useEffect(() => {
    const toolbar = ref.current
    if (!toolbar) return
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(toolbar, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    return () => observer.disconnect()
  }, [apply])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = enabledButtons()
    const index = buttons.indexOf(event.target as HTMLButtonElement)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    const count = buttons.length
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    current.current = buttons[next]
    apply()
    buttons[next].focus()
  }

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLButtonElement
    if (!enabledButtons().includes(target)) return
    current.current = target
    apply()
  }

  return { ref, onKeyDown, onFocus }
}
