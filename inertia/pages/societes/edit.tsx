import { Head, useForm } from '@inertiajs/react'
import type { SocieteEditProps } from '~/props/societes'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { SocieteForm, toFormData } from '~/components/societes/societe_form'
import { DeleteButton, TrashedNotice } from '~/components/record_trash'
import { formatDate } from '~/lib/format'
import { ActiviteBlock } from '~/components/activite/activite_block'

/** The company's page: its form for those who may write, a read-only view for droit "lecteur". */
export default function CompanyEdit({
  societe,
  can,
  formesJuridiques,
  activity,
}: SocieteEditProps) {
  const form = useForm(toFormData(societe))
  const id = { id: societe.id }

  return (
    <>
      <Head title={societe.nom} />
      <PageHeading
        title={societe.nom}
        subtitle={`Créée le ${formatDate(societe.createdAt)}`}
        actions={
          can.delete &&
          !societe.deletedAt && (
            <DeleteButton name={societe.nom} url={urlFor('societes.destroy', id)} />
          )
        }
      />
      {societe.deletedAt && (
        <TrashedNotice
          subject="Cette société"
          deletedAt={societe.deletedAt}
          restoreUrl={can.restore && urlFor('societes.restore', id)}
        />
      )}
      <Block>
        <SocieteForm
          form={form}
          editedId={societe.id}
          formesJuridiques={formesJuridiques}
          readOnly={!can.update}
          onSubmit={() => form.put(urlFor('societes.update', id), { preserveScroll: true })}
          actions={
            <>
              {can.update && <Button processing={form.processing}>Enregistrer</Button>}
              <LinkButton href={urlFor('societes.show', id)} variant="secondary">
                Retour à la société
              </LinkButton>
              {form.recentlySuccessful && (
                <span className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</span>
              )}
            </>
          }
        />
      </Block>
      {activity && (
        <ActiviteBlock activity={activity} url={urlFor('activite.societe', id)} showContact />
      )}
    </>
  )
}
