import { Head, router, useForm } from '@inertiajs/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import type { SocieteEditProps } from '../../../app/transformers/societe_transformer'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { SocieteForm, toFormData } from '~/components/societes/societe_form'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

/** The company's page: its form for those who may write, a read-only view for droit "lecteur". */
export default function CompanyEdit({ societe, can, formesJuridiques }: SocieteEditProps) {
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
            <button
              type="button"
              onClick={async () => {
                if (await confirmDelete(`Mettre « ${societe.nom} » à la corbeille ?`))
                  router.delete(urlFor('societes.destroy', id))
              }}
              className="inline-flex items-center gap-2 rounded-md border border-red-200 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400/40 dark:text-red-300 dark:hover:bg-red-900/30"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Supprimer
            </button>
          )
        }
      />
      {societe.deletedAt && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          <span>
            Cette société est dans la corbeille depuis le {formatDate(societe.deletedAt)}.
          </span>
          {can.restore && (
            <button
              type="button"
              onClick={() => router.put(urlFor('societes.restore', id))}
              className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            >
              <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
            </button>
          )}
        </div>
      )}
      <Block>
        <SocieteForm
          form={form}
          formesJuridiques={formesJuridiques}
          readOnly={!can.update}
          onSubmit={() => form.put(urlFor('societes.update', id), { preserveScroll: true })}
          actions={
            <>
              {can.update && <Button processing={form.processing}>Enregistrer</Button>}
              <LinkButton href={urlFor('societes.index')} variant="secondary">
                Retour à la liste
              </LinkButton>
              {form.recentlySuccessful && (
                <span className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</span>
              )}
            </>
          }
        />
      </Block>
    </>
  )
}
