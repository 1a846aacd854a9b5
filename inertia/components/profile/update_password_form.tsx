import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { NewPasswordFields, CurrentPasswordField } from '~/components/form/password_fields'
import { SectionForm } from '~/components/form/section_form'

export default function UpdatePasswordForm() {
  const form = useForm({ currentPassword: '', password: '', passwordConfirmation: '' })

  return (
    <SectionForm
      title="Mot de passe"
      description="Utilisez un mot de passe long et unique pour protéger votre compte."
      form={form}
      submitLabel="Mettre à jour"
      onSubmit={() =>
        form.put(urlFor('password.update'), {
          preserveScroll: true,
          onSuccess: () => form.reset(),
        })
      }
    >
      <CurrentPasswordField form={form} name="currentPassword" label="Mot de passe actuel" />
      <NewPasswordFields form={form} label="Nouveau mot de passe" />
    </SectionForm>
  )
}
