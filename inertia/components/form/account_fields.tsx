import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '~/components/form/field'
import { bindFields } from '~/lib/form_field'

/** The person's name as every account form asks it (registration, installation, profile). */
export function FullNameField<Data extends { fullName: string } & Record<string, unknown>>({
  form,
  autoFocus,
}: {
  form: InertiaFormProps<Data>
  autoFocus?: boolean
}) {
  const field = bindFields(form as unknown as InertiaFormProps<{ fullName: string }>)
  return (
    <Field
      label="Nom complet"
      autoComplete="name"
      required
      autoFocus={autoFocus}
      maxLength={120}
      {...field('fullName')}
    />
  )
}

/**
 * The e-mail that identifies the account (sign-in, reset, registration, profile);
 * `autoComplete="username"` lets password managers pair it with the password.
 * `error` replaces the field's own when the page reports another one there.
 */
export function EmailField<Data extends { email: string } & Record<string, unknown>>({
  form,
  autoFocus,
  error,
}: {
  form: InertiaFormProps<Data>
  autoFocus?: boolean
  error?: string
}) {
  const field = bindFields(form as unknown as InertiaFormProps<{ email: string }>)
  const bound = field('email')
  return (
    <Field
      label="Adresse e-mail"
      type="email"
      autoComplete="username"
      required
      autoFocus={autoFocus}
      {...bound}
      error={error ?? bound.error}
    />
  )
}
