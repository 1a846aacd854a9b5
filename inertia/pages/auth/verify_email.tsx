import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { AuthHeading } from '~/components/auth/auth_heading'
import { Button } from '~/components/form/button'

export default function VerifyEmail() {
  const form = useForm({})

  return (
    <>
      <Head title="Vérification de l'adresse e-mail" />
      <AuthHeading title="Vérifiez votre adresse e-mail">
        Merci de votre inscription ! Avant de commencer, confirmez votre adresse en cliquant sur le
        lien que nous venons de vous envoyer. Rien reçu ? Nous pouvons vous en envoyer un autre.
      </AuthHeading>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('verification.send'))
          }}
        >
          <Button processing={form.processing}>Renvoyer le lien</Button>
        </form>
        <div className="flex items-center gap-4 text-sm">
          <Link
            href={urlFor('profile.edit')}
            className="text-slate-600 hover:underline dark:text-slate-300"
          >
            Modifier le profil
          </Link>
          <Link
            href={urlFor('logout')}
            method="post"
            as="button"
            className="text-slate-600 hover:underline dark:text-slate-300"
          >
            Se déconnecter
          </Link>
        </div>
      </div>
    </>
  )
}
