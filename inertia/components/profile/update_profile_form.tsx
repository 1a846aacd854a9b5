import { useForm, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { EmailField, FullNameField } from '~/components/form/account_fields'
import { SectionForm } from '~/components/form/section_form'

export default function UpdateProfileForm({ mustVerifyEmail }: { mustVerifyEmail: boolean }) {
  const { user } = usePage().props
  const form = useForm({ fullName: user?.name ?? '', email: user?.email ?? '' })

  return (
    <SectionForm
      title="Informations du profil"
      description="Votre nom et votre adresse e-mail. Changer d'adresse demande une nouvelle vérification."
      form={form}
      submitLabel="Enregistrer"
      onSubmit={() => form.patch(urlFor('profile.update'), { preserveScroll: true })}
    >
      <FullNameField form={form} />
      <EmailField form={form} />
      {mustVerifyEmail && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-200">
          Votre adresse e-mail n'est pas vérifiée.{' '}
          <Link
            href={urlFor('verification.send')}
            method="post"
            as="button"
            className="font-semibold underline"
          >
            Renvoyer le lien de vérification
          </Link>
        </p>
      )}
    </SectionForm>
  )
}
