import { useForm } from '@inertiajs/react'
import type { TexteEditProps } from '~/props/textes'
import { editFormProps, FormPage } from '~/components/form/form_page'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteEdit({ texte, variables, can }: TexteEditProps) {
  const form = useForm(toTexteFormData(texte))
  form.transform((data) => texteFormPayload(data, can.share))
  return (
    <FormPage title={`Modifier ${texte.nom}`}>
      <TexteForm
        variables={variables}
        canShare={can.share}
        {...editFormProps(form, 'textes', texte.id)}
      />
    </FormPage>
  )
}
