import { useForm } from '@inertiajs/react'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { NewPasswordFields } from '~/components/form/password_fields'

/** The new-account form (name, e-mail, password twice), used by registration and installation. */
export function AccountForm({ action, submitLabel }: { action: string; submitLabel: string }) {
  const form = useForm({ fullName: '', email: '', password: '', passwordConfirmation: '' })
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        form.post(action, { onFinish: () => form.reset('password', 'passwordConfirmation') })
      }}
    >
      <Field
        label="Nom complet"
        name="fullName"
        autoComplete="name"
        required
        autoFocus
        maxLength={120}
        value={form.data.fullName}
        error={form.errors.fullName}
        onChange={(value) => form.setData('fullName', value)}
      />
      <Field
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={form.data.email}
        error={form.errors.email}
        onChange={(value) => form.setData('email', value)}
      />
      <NewPasswordFields form={form} hint="8 caractères minimum." />

      <Button className="w-full" processing={form.processing}>
        {submitLabel}
      </Button>
    </form>
  )
}
