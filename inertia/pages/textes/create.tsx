import { useForm } from '@inertiajs/react'
import type { TexteCreateProps } from '~/props/textes'
import { createFormProps, FormPage } from '~/components/form/form_page'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteCreate({ variables, categorie, can }: TexteCreateProps) {
  const form = useForm(toTexteFormData(undefined, categorie))
  form.transform((data) => texteFormPayload(data, can.share))
  return (
    <FormPage
      title="Nouveau modèle de texte"
      subtitle="Écrivez-le une fois, réutilisez-le avec chaque contact ou candidat grâce aux variables."
    >
      <TexteForm
        variables={variables}
        canShare={can.share}
        {...createFormProps(form, 'textes', 'Créer le modèle')}
      />
    </FormPage>
  )
}
