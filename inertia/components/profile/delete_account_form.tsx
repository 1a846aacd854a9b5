import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { CurrentPasswordField } from '~/components/form/password_fields'
import { SubmitForm, stayAndReset } from '~/components/form/submit_form'
import { SectionCard } from '~/components/section_card'
import { confirmDelete } from '~/lib/confirm'

export default function DeleteAccountForm() {
  const form = useForm({ password: '' })

  return (
    <SectionCard
      title="Supprimer le compte"
      description="La suppression est définitive : vos sociétés, contacts, offres et textes seront effacés."
    >
      <SubmitForm
        className="space-y-5"
        onSubmit={async () => {
          if (await confirmDelete('Supprimer définitivement votre compte et toutes vos données ?'))
            form.delete(urlFor('profile.destroy'), stayAndReset(form))
        }}
      >
        <CurrentPasswordField form={form} />
        <Button variant="danger" processing={form.processing}>
          Supprimer le compte
        </Button>
      </SubmitForm>
    </SectionCard>
  )
}
