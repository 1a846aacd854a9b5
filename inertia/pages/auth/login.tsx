import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { AuthFooterLink } from '~/components/auth/auth_links'
import { AuthHeading } from '~/components/auth/auth_heading'
import { EmailField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { Checkbox } from '~/components/form/checkbox'
import { CurrentPasswordField } from '~/components/form/password_fields'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

export default function Login() {
  const form = useGuestForm({ email: '', password: '', remember: false })

  return (
    <>
      <AuthHeading title="Connexion">Accédez à votre espace professionnel.</AuthHeading>
      <AuthForm
        action={urlFor('login.store')}
        onSubmit={() => {
          form.post(urlFor('login.store'), { onFinish: () => form.reset('password') })
        }}
      >
        <EmailField form={form} autoFocus />
        <CurrentPasswordField form={form} />
        <div className="flex items-center justify-between">
          <Checkbox
            label="Se souvenir de moi"
            name="remember"
            checked={form.data.remember}
            onChange={(checked) => form.setData('remember', checked)}
          />
          <Link
            href={urlFor('password.request')}
            className="text-sm font-medium text-primary hover:underline"
          >
            Mot de passe oublié ?
          </Link>
        </div>
        <Button className="w-full" processing={form.processing}>
          Se connecter
        </Button>
      </AuthForm>
      <AuthFooterLink
        question="Pas encore de compte ?"
        href={urlFor('register')}
        label="Créer un compte"
      />
    </>
  )
}
