import { useForm } from '@inertiajs/react'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { SectionCard } from '~/components/section_card'
import { confirmDelete } from '~/lib/confirm'

export default function DeleteAccountForm() {
  const form = useForm({ password: '' })

  return (
    <SectionCard
      title="Supprimer le compte"
      description="La suppression est définitive : vos sociétés, contacts, offres et textes seront effacés."
    >
      <form
        className="space-y-5"
        onSubmit={async (event) => {
          event.preventDefault()
          if (
            !(await confirmDelete('Supprimer définitivement votre compte et toutes vos données ?'))
          )
            return
          form.delete('/profile', { preserveScroll: true, onFinish: () => form.reset() })
        }}
      >
        <Field
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={form.data.password}
          error={form.errors.password}
          onChange={(value) => form.setData('password', value)}
        />
        <Button variant="danger" processing={form.processing}>
          Supprimer le compte
        </Button>
      </form>
    </SectionCard>
  )
}
