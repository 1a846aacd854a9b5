import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { AuthHeading } from '~/components/auth/auth_heading'
import { EmailField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

export default function ForgotPassword() {
  const form = useGuestForm({ email: '' })

  return (
    <>
      <Head title="Mot de passe oublié" />
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
      <p className="mt-6 text-center text-sm">
        <Link href={urlFor('login')} className="font-semibold text-primary hover:underline">
          Retour à la connexion
        </Link>
      </p>
    </>
  )
}
