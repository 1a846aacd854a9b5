import { useForm } from '@inertiajs/react'
import type { TexteCreateProps } from '~/props/textes'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteCreate({ variables, can }: TexteCreateProps) {
  const form = useForm(toTexteFormData())
  form.transform((data) => texteFormPayload(data, can.share))
  return (
    <FormPage
      title="Nouveau modèle de texte"
      subtitle="Écrivez-le une fois, réutilisez-le avec chaque contact grâce aux variables."
    >
      <TexteForm
        form={form}
        variables={variables}
        canShare={can.share}
        onSubmit={() => form.post(urlFor('textes.store'))}
        actions={
          <SubmitOrCancel
            label="Créer le modèle"
            processing={form.processing}
            cancelHref={urlFor('textes.index')}
          />
        }
      />
    </FormPage>
  )
}
