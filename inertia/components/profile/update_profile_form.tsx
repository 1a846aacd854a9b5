import { useForm, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { SectionCard } from '~/components/section_card'

export default function UpdateProfileForm({ mustVerifyEmail }: { mustVerifyEmail: boolean }) {
  const { user } = usePage().props
  const form = useForm({ fullName: user?.name ?? '', email: user?.email ?? '' })

  return (
    <SectionCard
      title="Informations du profil"
      description="Votre nom et votre adresse e-mail. Changer d'adresse demande une nouvelle vérification."
    >
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          form.patch(urlFor('profile.update'), { preserveScroll: true })
        }}
      >
        <Field
          label="Nom complet"
          name="fullName"
          autoComplete="name"
          required
          maxLength={120}
          value={form.data.fullName}
          error={form.errors.fullName}
          onChange={(value) => form.setData('fullName', value)}
        />
        <Field
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={form.data.email}
          error={form.errors.email}
          onChange={(value) => form.setData('email', value)}
        />
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
        <div className="flex items-center gap-3">
          <Button processing={form.processing}>Enregistrer</Button>
          {form.recentlySuccessful && (
            <p className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</p>
          )}
        </div>
      </form>
    </SectionCard>
  )
}
