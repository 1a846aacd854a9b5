import { useForm } from '@inertiajs/react'
import type { SocieteCreateProps } from '~/props/societes'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { SocieteForm, toFormData } from '~/components/societes/societe_form'

export default function CompanyCreate({ formesJuridiques }: SocieteCreateProps) {
  const form = useForm(toFormData())

  return (
    <FormPage
      title="Nouvelle société"
      subtitle="Les champs marqués d'un astérisque sont obligatoires."
    >
      <SocieteForm
        form={form}
        formesJuridiques={formesJuridiques}
        onSubmit={() => form.post(urlFor('societes.store'))}
        actions={
          <SubmitOrCancel
            label="Créer la société"
            processing={form.processing}
            cancelHref={urlFor('societes.index')}
          />
        }
      />
    </FormPage>
  )
}
