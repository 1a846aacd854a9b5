import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { AccountForm } from '~/components/auth/account_form'
import { AuthHeading } from '~/components/auth/auth_heading'

export default function Register() {
  return (
    <>
      <Head title="Créer un compte" />
      <AuthHeading title="Créer un compte">
        Quelques secondes suffisent pour publier vos premières offres.
      </AuthHeading>
      <AccountForm action={urlFor('register.store')} submitLabel="Créer mon compte" />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Déjà inscrit ?{' '}
        <Link href={urlFor('login')} className="font-semibold text-primary hover:underline">
          Se connecter
        </Link>
      </p>
    </>
  )
}
