import { Head, useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { AuthHeading } from '~/components/auth/auth_heading'
import { EmailField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { NewPasswordFields } from '~/components/form/password_fields'
import { AuthForm } from '~/components/auth/auth_form'

export default function ResetPassword({ token, email }: { token: string; email: string }) {
  const form = useForm({ token, email, password: '', passwordConfirmation: '' })

  return (
    <>
      <Head title="Nouveau mot de passe" />
      <AuthHeading title="Nouveau mot de passe">
        Choisissez un mot de passe d'au moins 8 caractères.
      </AuthHeading>
      <AuthForm
        onSubmit={() => {
          form.post(urlFor('password.store'), {
            onFinish: () => form.reset('password', 'passwordConfirmation'),
          })
        }}
      >
        {/* The link's token has no field of its own: its error shows under the e-mail. */}
        <EmailField form={form} error={form.errors.email ?? form.errors.token} />
        <NewPasswordFields form={form} label="Nouveau mot de passe" autoFocus />

        <Button className="w-full" processing={form.processing}>
          Réinitialiser le mot de passe
        </Button>
      </AuthForm>
    </>
  )
}
