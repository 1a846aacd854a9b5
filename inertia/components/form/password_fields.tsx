import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '~/components/form/field'
import { bindFields } from '~/lib/form_field'

type NewPassword = { password: string; passwordConfirmation: string }

/** A new password and its confirmation (registration, reset, profile). */
export function NewPasswordFields<Data extends NewPassword & Record<string, unknown>>({
  form,
  label = 'Mot de passe',
  hint,
  autoFocus,
}: {
  form: InertiaFormProps<Data>
  label?: string
  hint?: string
  autoFocus?: boolean
}) {
  const field = bindFields(form as unknown as InertiaFormProps<NewPassword>)
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={hint}
        autoFocus={autoFocus}
        {...field('password')}
      />
      <Field
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        required
        {...field('passwordConfirmation')}
      />
    </>
  )
}

/** The password the person already has (login, confirmation, sensitive actions). */
export function CurrentPasswordField<Data extends Record<string, unknown>>({
  form,
  name = 'password',
  label = 'Mot de passe',
  hint,
  autoFocus,
}: {
  form: InertiaFormProps<Data>
  name?: 'password' | 'currentPassword'
  label?: string
  hint?: string
  autoFocus?: boolean
}) {
  const field = bindFields(form as unknown as InertiaFormProps<Record<typeof name, string>>)
  return (
    <Field
      label={label}
      type="password"
      autoComplete="current-password"
      required
      hint={hint}
      autoFocus={autoFocus}
      {...field(name)}
    />
  )
}
