import { createContext, useContext, type ComponentPropsWithRef } from 'react'
import { useHydrated } from '~/lib/hydration'

/**
 * True inside a form the browser may send itself before hydration (a guest
 * form with its CSRF field and action, components/auth/auth_form.tsx).
 */
const SubmitsBeforeHydrationContext = createContext(false)
export const SubmitsBeforeHydration = SubmitsBeforeHydrationContext.Provider

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'danger'
  processing?: boolean
}

/* The focus outline is the one of every control (css/app.css, "focus indicator"). */
const VARIANTS = {
  primary: 'bg-primary text-white hover:brightness-110',
  secondary:
    'border border-slate-300 bg-surface text-slate-700 hover:bg-slate-50 dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

export function Button({
  variant = 'primary',
  processing,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonProps) {
  /* A server-rendered form is not sent before it is hydrated (the browser would send it itself), unless it works on its own. */
  const hydrated = useHydrated()
  const worksUnhydrated = useContext(SubmitsBeforeHydrationContext)
  return (
    <button
      type="submit"
      disabled={disabled || processing || (!hydrated && !worksUnhydrated)}
      aria-busy={processing || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold shadow-xs transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {processing && (
        <span
          className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  )
}
