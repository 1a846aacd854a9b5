import { urlFor } from '~/client'
import { AuthFooterLink } from '~/components/auth/auth_links'
import { AccountForm } from '~/components/auth/account_form'
import { AuthHeading } from '~/components/auth/auth_heading'

export default function Register() {
  return (
    <>
      <AuthHeading title="Créer un compte">
        Créez votre espace en quelques secondes ; l'école valide ensuite votre compte avant la
        publication de vos offres.
      </AuthHeading>
      <AccountForm action={urlFor('register.store')} submitLabel="Créer mon compte" />
      <AuthFooterLink question="Déjà inscrit ?" href={urlFor('login')} label="Se connecter" />
    </>
  )
}
