import { useForm } from '@inertiajs/react'
import type { SocieteCreateProps } from '~/props/societes'
import { createFormProps, FormPage } from '~/components/form/form_page'
import { SocieteForm, toFormData } from '~/components/societes/societe_form'

export default function CompanyCreate({ formesJuridiques }: SocieteCreateProps) {
  const form = useForm(toFormData())
  return (
    <FormPage
      title="Nouvelle société"
      subtitle="Les champs marqués d'un astérisque sont obligatoires."
    >
      <SocieteForm
        formesJuridiques={formesJuridiques}
        {...createFormProps(form, 'societes', 'Créer la société')}
      />
    </FormPage>
  )
}
