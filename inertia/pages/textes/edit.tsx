import { Head, useForm } from '@inertiajs/react'
import type { TexteEditProps } from '../../../app/transformers/texte_modele_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteEdit({ texte, variables, can }: TexteEditProps) {
  const form = useForm(toTexteFormData(texte))
  form.transform((data) => texteFormPayload(data, can.share))
  const id = { id: texte.id }
  return (
    <>
      <Head title={`Modifier ${texte.nom}`} />
      <PageHeading title={`Modifier ${texte.nom}`} />
      <Block>
        <TexteForm
          form={form}
          variables={variables}
          canShare={can.share}
          onSubmit={() => form.put(urlFor('textes.update', id))}
          actions={
            <>
              <Button processing={form.processing}>Enregistrer</Button>
              <LinkButton href={urlFor('textes.show', id)} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
