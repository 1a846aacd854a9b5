import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { NewPasswordFields, CurrentPasswordField } from '~/components/form/password_fields'
import { SectionCard } from '~/components/section_card'

export default function UpdatePasswordForm() {
  const form = useForm({ currentPassword: '', password: '', passwordConfirmation: '' })

  return (
    <SectionCard
      title="Mot de passe"
      description="Utilisez un mot de passe long et unique pour protéger votre compte."
    >
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          form.put(urlFor('password.update'), {
            preserveScroll: true,
            onSuccess: () => form.reset(),
          })
        }}
      >
        <CurrentPasswordField form={form} name="currentPassword" label="Mot de passe actuel" />
        <NewPasswordFields form={form} label="Nouveau mot de passe" />

        <div className="flex items-center gap-3">
          <Button processing={form.processing}>Mettre à jour</Button>
          {form.recentlySuccessful && (
            <p className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</p>
          )}
        </div>
      </form>
    </SectionCard>
  )
}
