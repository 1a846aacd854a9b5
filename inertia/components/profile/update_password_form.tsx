import { useForm } from '@inertiajs/react'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
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
          form.put('/password', { preserveScroll: true, onSuccess: () => form.reset() })
        }}
      >
        <Field
          label="Mot de passe actuel"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={form.data.currentPassword}
          error={form.errors.currentPassword}
          onChange={(value) => form.setData('currentPassword', value)}
        />
        <Field
          label="Nouveau mot de passe"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={form.data.password}
          error={form.errors.password}
          onChange={(value) => form.setData('password', value)}
        />
        <Field
          label="Confirmation du mot de passe"
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.data.passwordConfirmation}
          error={form.errors.passwordConfirmation}
          onChange={(value) => form.setData('passwordConfirmation', value)}
        />
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
