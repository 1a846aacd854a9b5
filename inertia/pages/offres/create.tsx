import { Head, useForm } from '@inertiajs/react'
import type { OffreCreateProps } from '../../../app/transformers/offre_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { OffreForm, toOffreFormData } from '~/components/offres/offre_form'

export default function OffreCreate({
  societes,
  contacts,
  typesContrat,
  teletravail,
}: OffreCreateProps) {
  const form = useForm(toOffreFormData())
  return (
    <>
      <Head title="Nouvelle offre" />
      <PageHeading
        title="Nouvelle offre"
        subtitle="L'offre est enregistrée comme brouillon ; vous la publierez ensuite."
      />
      <Block>
        <OffreForm
          form={form}
          societes={societes}
          contacts={contacts}
          typesContrat={typesContrat}
          teletravail={teletravail}
          onSubmit={() => form.post(urlFor('offres.store'))}
          actions={
            <>
              <Button processing={form.processing}>Enregistrer le brouillon</Button>
              <LinkButton href={urlFor('offres.index')} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
