import type { ReactNode } from 'react'

/**
 * The form of a guest page. `method="post"`: a server-rendered form sent
 * before hydration never puts its password in a URL; once hydrated, `onSubmit`
 * sends it through Inertia.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
