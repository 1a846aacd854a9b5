import { Head, useForm } from '@inertiajs/react'
import type { SocieteCreateProps } from '../../../app/transformers/societe_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { SocieteForm, toFormData } from '~/components/societes/societe_form'

export default function CompanyCreate({ formesJuridiques }: SocieteCreateProps) {
  const form = useForm(toFormData())

  return (
    <>
      <Head title="Nouvelle société" />
      <PageHeading
        title="Nouvelle société"
        subtitle="Les champs marqués d'un astérisque sont obligatoires."
      />
      <Block>
        <SocieteForm
          form={form}
          formesJuridiques={formesJuridiques}
          onSubmit={() => form.post(urlFor('societes.store'))}
          actions={
            <>
              <Button processing={form.processing}>Créer la société</Button>
              <LinkButton href={urlFor('societes.index')} variant="secondary">
                Annuler
              </LinkButton>
            </>
          }
        />
      </Block>
    </>
  )
}
