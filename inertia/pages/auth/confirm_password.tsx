import { urlFor } from '~/client'
import { AuthHeading } from '~/components/auth/auth_heading'
import { Button } from '~/components/form/button'
import { CurrentPasswordField } from '~/components/form/password_fields'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

export default function ConfirmPassword() {
  const form = useGuestForm({ password: '' })

  return (
    <>
      <AuthHeading title="Confirmez votre mot de passe" tab="Confirmation du mot de passe">
        Cette zone est sécurisée. Saisissez à nouveau votre mot de passe pour continuer.
      </AuthHeading>
      <AuthForm
        action={urlFor('password.confirm.store')}
        onSubmit={() => {
          form.post(urlFor('password.confirm.store'), { onFinish: () => form.reset('password') })
        }}
      >
        <CurrentPasswordField form={form} autoFocus />
        <Button className="w-full" processing={form.processing}>
          Confirmer
        </Button>
      </AuthForm>
    </>
  )
}
