/*
| Guest pages arrive rendered by the server (inertia/ssr.tsx) and come alive
| when the browser has loaded the JavaScript and hydrated them. In between, the
| person already sees the form: these hooks keep what they do meanwhile from
| being lost or sent the wrong way.
*/
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react'

const subscribe = () => () => {}

/** False on the server and while the browser hydrates a server-rendered page; true once it is live (and always on a page the browser rendered itself). */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
}

/**
 * A server-rendered field keeps on screen what was typed or autofilled before
 * hydration, while the form's state is still the initial value: once hydrated,
 * the form takes what the field shows. No effect on a page the browser rendered.
 */
export function useValueShownBeforeHydration<Value>(
  ref: RefObject<HTMLInputElement | null>,
  shown: (input: HTMLInputElement) => Value,
  value: Value | undefined,
  onChange: ((value: Value) => void) | undefined
) {
  const hydrated = useHydrated()
  const fromServer = useRef(!hydrated)
  useEffect(() => {
    const input = ref.current
    if (!fromServer.current || !input || value === undefined || !onChange) return
    const current = shown(input)
    if (current !== value) onChange(current)
    /* Once, right after hydration: later changes go through the field's own onChange. */
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
