import { urlFor } from '~/client'
import { AuthHeading } from '~/components/auth/auth_heading'
import { EmailField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { NewPasswordFields } from '~/components/form/password_fields'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

export default function ResetPassword({ token, email }: { token: string; email: string }) {
  const form = useGuestForm({ token, email, password: '', passwordConfirmation: '' })

  return (
    <>
      <AuthHeading title="Nouveau mot de passe">
        Choisissez un mot de passe d'au moins 8 caractères.
      </AuthHeading>
      <AuthForm
        action={urlFor('password.store')}
        onSubmit={() => {
          form.post(urlFor('password.store'), {
            onFinish: () => form.reset('password', 'passwordConfirmation'),
          })
        }}
      >
        {/* The link's token has no field of its own: its error shows under the e-mail. */}
        <input type="hidden" name="token" value={form.data.token} />
        <EmailField form={form} error={form.errors.email ?? form.errors.token} />
        <NewPasswordFields form={form} label="Nouveau mot de passe" autoFocus />

        <Button className="w-full" processing={form.processing}>
          Réinitialiser le mot de passe
        </Button>
      </AuthForm>
    </>
  )
}
