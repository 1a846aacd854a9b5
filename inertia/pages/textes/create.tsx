import { Head, useForm } from '@inertiajs/react'
import type { TexteCreateProps } from '../../../app/transformers/texte_modele_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { TexteForm, texteFormPayload, toTexteFormData } from '~/components/textes/texte_form'

export default function TexteCreate({ variables, can }: TexteCreateProps) {
  const form = useForm(toTexteFormData())
  form.transform((data) => texteFormPayload(data, can.share))
  return (
    <>
      <Head title="Nouveau modèle de texte" />
      <PageHeading
        title="Nouveau modèle de texte"
        subtitle="Écrivez-le une fois, réutilisez-le avec chaque contact grâce aux variables."
      />
      <Block>
        <TexteForm
          form={form}
          variables={variables}
          canShare={can.share}
          onSubmit={() => form.post(urlFor('textes.store'))}
          actions={
            <>
              <Button processing={form.processing}>Créer le modèle</Button>
              <LinkButton href={urlFor('textes.index')} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
