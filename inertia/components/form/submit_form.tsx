import type { ReactNode } from 'react'

/**
 * A <form> whose submission the page handles (`onSubmit`, through Inertia or the
 * JSON client): the browser never posts it itself.
 */
export function SubmitForm({
  onSubmit,
  className,
  label,
  children,
}: {
  onSubmit: () => unknown
  className?: string
  /** Its accessible name, when a page holds several. */
  label?: string
  children: ReactNode
}) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** The visit options of a form that stays on the page and empties once answered (a password, a code). */
export const stayAndReset = (form: { reset: () => void }) => ({
  preserveScroll: true,
  onFinish: () => form.reset(),
})
