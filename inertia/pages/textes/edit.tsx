import { useForm } from '@inertiajs/react'
import type { TexteEditProps } from '~/props/textes'
import { urlFor } from '~/client'
import { FormPage, SubmitOrCancel } from '~/components/form/form_page'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteEdit({ texte, variables, can }: TexteEditProps) {
  const form = useForm(toTexteFormData(texte))
  form.transform((data) => texteFormPayload(data, can.share))
  const id = { id: texte.id }
  return (
    <FormPage title={`Modifier ${texte.nom}`}>
      <TexteForm
        form={form}
        variables={variables}
        canShare={can.share}
        onSubmit={() => form.put(urlFor('textes.update', id))}
        actions={
          <SubmitOrCancel
            label="Enregistrer"
            processing={form.processing}
            cancelHref={urlFor('textes.show', id)}
          />
        }
      />
    </FormPage>
  )
}
