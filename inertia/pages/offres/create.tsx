import { useForm } from '@inertiajs/react'
import type { OffreCreateProps } from '~/props/offres'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { OffreForm, toOffreFormData } from '~/components/offres/offre_form'

export default function OffreCreate({ can: _can, ...choices }: OffreCreateProps) {
  const form = useForm(toOffreFormData())
  return (
    <FormPage
      title="Nouvelle offre"
      subtitle="L'offre est enregistrée comme brouillon ; vous la publierez ensuite."
    >
      <OffreForm
        form={form}
        {...choices}
        onSubmit={() => form.post(urlFor('offres.store'))}
        actions={
          <SubmitOrCancel
            label="Enregistrer le brouillon"
            processing={form.processing}
            cancelHref={urlFor('offres.index')}
          />
        }
      />
    </FormPage>
  )
}
