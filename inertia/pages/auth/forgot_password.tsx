import { urlFor } from '~/client'
import { AuthFooterLink } from '~/components/auth/auth_links'
import { AuthHeading } from '~/components/auth/auth_heading'
import { EmailField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

export default function ForgotPassword() {
  const form = useGuestForm({ email: '' })

  return (
    <>
      <AuthHeading title="Mot de passe oublié">
        Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de
        passe.
      </AuthHeading>
      <AuthForm
        action={urlFor('password.email')}
        onSubmit={() => {
          form.post(urlFor('password.email'))
        }}
      >
        <EmailField form={form} autoFocus />
        <Button className="w-full" processing={form.processing}>
          Envoyer le lien de réinitialisation
        </Button>
      </AuthForm>
      <AuthFooterLink href={urlFor('login')} label="Retour à la connexion" />
    </>
  )
}
