import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react'

/*
| Drawers and dialogs of the signed-in shell (the mobile sidebar, the side
| overlay, the shortcuts list) are built on Headless UI's Dialog, which weighs
| more than the rest of the shell's widgets together. Closed, they are not on
| the page at all; so their code is a chunk of its own, fetched the first time
| one is asked for (or about to be: see `wanted`), and kept mounted afterwards
| so that closing animates as opening does.
*/

/** True from the first render where `wanted` is true, for good. */
export function useWantedOnce(wanted: boolean) {
  const [once, setOnce] = useState(wanted)
  if (wanted && !once) setOnce(true)
  return once || wanted
}

/** A component of a lazily loaded module, as React.lazy wants it. */
export function lazyComponent<Props>(
  load: () => Promise<ComponentType<Props>>
): ComponentType<Props> {
  return lazy(() => load().then((component) => ({ default: component })))
}

/** Renders `children` once `wanted` has been true, waiting for their chunk with nothing on screen. */
export function LoadedOnce({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const loaded = useWantedOnce(wanted)
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null
}
