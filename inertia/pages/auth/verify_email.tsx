import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { SubmitForm } from '~/components/form/submit_form'
import { LogoutLink, QuietLink } from '~/components/auth/auth_links'
import { AuthHeading } from '~/components/auth/auth_heading'
import { Button } from '~/components/form/button'

export default function VerifyEmail() {
  const form = useForm({})

  return (
    <>
      <AuthHeading title="Vérifiez votre adresse e-mail" tab="Vérification de l'adresse e-mail">
        Merci de votre inscription ! Avant de commencer, confirmez votre adresse en cliquant sur le
        lien que nous venons de vous envoyer. Rien reçu ? Nous pouvons vous en envoyer un autre.
        L'école valide ensuite votre compte : vous pourrez préparer vos offres dès maintenant et les
        publier une fois votre compte validé.
      </AuthHeading>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitForm onSubmit={() => form.post(urlFor('verification.send'))}>
          <Button processing={form.processing}>Renvoyer le lien</Button>
        </SubmitForm>
        <div className="flex items-center gap-4 text-sm">
          <QuietLink href={urlFor('profile.edit')} label="Modifier le profil" />
          <LogoutLink />
        </div>
      </div>
    </>
  )
}
