import { useEffect, useRef, type ReactNode } from 'react'

/*
| The real side of a deferred menu (components/menu/deferred_menu.tsx): what
| the person did with the stand-in button is done again on the real one. Only
| the menus' lazy chunks import this, so it is not in a page's first download.
*/

/** What happened on the stand-in button before the menu's code arrived. */
export type Handover = { focus: boolean; press?: 'click' | string }

/** The props every deferred menu's real widget takes. */
export type DeferredWidgetProps = {
  button: ReactNode
  buttonClassName: string
  /** The stand-in's focus and press, handed over once (null when there was none). */
  takeHandover: () => Handover | null
}

/** On arrival, the real button takes the focus, then the click or key the stand-in received. */
export function useHandover(takeHandover: () => Handover | null) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const target = button.current
    const handover = takeHandover()
    if (!handover || !target) return
    target.focus()
    if (handover.press === 'click') target.click()
    else if (handover.press) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: handover.press, bubbles: true }))
    }
  }, [takeHandover])
  return button
}
