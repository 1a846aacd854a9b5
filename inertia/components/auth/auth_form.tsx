import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { SubmitsBeforeHydration } from '~/components/form/button'
import type { GuestFormPageProps } from '~/components/auth/use_guest_form'

/**
 * The form of a guest page. Rendered by the server, it works before the
 * JavaScript has arrived: given the page's CSRF token (guestFormProps on the
 * server), it is a real form (`method="post"`, its `action`, a `_csrf` field,
 * each input named as the validator reads it) that the browser sends itself
 * when Enter is pressed on a slow phone; the server answers with a redirect.
 * Once hydrated, `onSubmit` sends it through Inertia instead. Without a token
 * (a page that does not pass one) its button waits for hydration.
 */
export function AuthForm({
  action,
  onSubmit,
  children,
}: {
  action: string
  onSubmit: () => void
  children: ReactNode
}) {
  const { csrfToken } = usePage<GuestFormPageProps>().props
  return (
    <form
      method="post"
      action={action}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {csrfToken && <input type="hidden" name="_csrf" value={csrfToken} />}
      <SubmitsBeforeHydration value={!!csrfToken}>{children}</SubmitsBeforeHydration>
    </form>
  )
}
