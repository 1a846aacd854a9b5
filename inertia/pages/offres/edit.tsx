import { useEffect } from 'react'
import { Head, useForm, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { OffreEditProps } from '~/props/offres'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { OffreActions } from '~/components/offres/offre_actions'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { OffreForm, toOffreFormData } from '~/components/offres/offre_form'
import { usePublishIntent } from '~/components/offres/publish_intent'
import { PUBLISH_REFUSAL_ID } from '~/components/offres/publish_refusal'
import { formatDate } from '~/lib/format'
import { ActiviteBlock } from '~/components/activite/activite_block'
import { OffreCandidatureCounts } from '~/components/candidatures/candidature_labels'

export default function OffreEdit({
  offre,
  publication,
  candidatures,
  accountRefusal,
  can,
  activity,
  ...choices
}: OffreEditProps) {
  const form = useForm(toOffreFormData(offre))
  const intent = usePublishIntent(form)
  const closed = offre.statut === 'cloturee'
  /* Its société (a live one: the form's choices), linking to the société's page. */
  const societe = choices.societes.find((choice) => choice.id === offre.societeId)
  /* A draft's "Publier" publishes what the form shows: changed, the form is saved with it. */
  const publishesForm = offre.statut === 'brouillon' && can.update && !offre.deletedAt
  const save = () => form.put(urlFor('offres.update', { id: offre.id }), { preserveScroll: true })
  /* Publishing refused from the list or this page's button: the reasons under the fields. */
  const { errors } = usePage().props
  const { setError } = form
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    setError(errors as Record<string, string>)
    /* Once shown, the first field in error takes the focus (and scrolls into view). */
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('#main-content form [aria-invalid="true"]')?.focus()
    )
  }, [errors, setError])
  return (
    <>
      <Head title={offre.titre} />
      <PageHeading
        title={offre.titre}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            {offre.reference} <OffreStatutBadge statut={offre.statut} />
            {societe && (
              <span>
                ·{' '}
                <Link
                  href={urlFor('societes.show', { id: societe.id })}
                  className="font-medium text-primary hover:underline"
                >
                  {societe.nom}
                </Link>
              </span>
            )}
            {offre.publishedAt && <span>· publiée le {formatDate(offre.publishedAt)}</span>}
          </span>
        }
        actions={
          <OffreActions
            offre={offre}
            write={can.update || can.publish || can.close || can.duplicate || can.delete}
            showEdit={false}
            onPublish={publishesForm && form.isDirty ? () => intent.publishWith(save) : undefined}
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-600 dark:text-slate-300">Candidatures :</span>
        <OffreCandidatureCounts offreId={offre.id} counts={candidatures ?? undefined} />
      </div>
      {accountRefusal && !closed && !offre.deletedAt && (
        <p
          id={PUBLISH_REFUSAL_ID}
          role="status"
          data-testid="publication-refusal"
          className="mb-6 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          {accountRefusal}{' '}
          {offre.statut !== 'brouillon'
            ? "Elle n'apparaît pas sur le site public."
            : /* A refused account is read-only: it previews, it no longer prepares. */
              can.update &&
              'Vous pouvez la préparer et la prévisualiser : elle reste un brouillon jusque-là.'}
        </p>
      )}
      {offre.statut === 'publiee' && publication.path && (
        <p
          role="status"
          className="mb-6 rounded-lg bg-emerald-50 px-5 py-3 text-sm text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100"
        >
          Cette offre est en ligne sur le site public des offres, à l'adresse{' '}
          <a
            href={publication.path}
            target="_blank"
            rel="noreferrer"
            className="font-semibold break-all underline"
          >
            {publication.path}
          </a>{' '}
          : vos modifications sont visibles par les candidats dès l'enregistrement. Pour la retirer,
          clôturez-la.
        </p>
      )}
      {offre.statut === 'publiee' && !publication.path && (
        <p role="status" className="mb-6 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950">
          Sa date limite de candidature est passée : cette offre n'apparaît plus sur le site public.
          Repoussez la date limite ou clôturez-la.
        </p>
      )}
      {closed && (
        <p role="status" className="mb-6 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950">
          Une offre clôturée ne peut plus être modifiée. Dupliquez-la pour en faire un nouveau
          brouillon.
          {publication.closedUntil && (
            <>
              {' '}
              Jusqu'au {formatDate(publication.closedUntil)}, sa page publique indique « Cette offre
              est clôturée ».
            </>
          )}
        </p>
      )}
      <Block>
        <OffreForm
          form={form}
          {...choices}
          readOnly={closed || !can.update}
          onSubmit={save}
          actions={
            <>
              {can.update && !closed && (
                <Button processing={form.processing} onClick={intent.submits(false)}>
                  Enregistrer
                </Button>
              )}
              {publishesForm && !accountRefusal && (
                <Button
                  variant="secondary"
                  processing={form.processing}
                  onClick={intent.submits(true)}
                >
                  Enregistrer et publier
                </Button>
              )}
              <LinkButton href={urlFor('offres.index')} variant="secondary">
                Retour à la liste
              </LinkButton>
            </>
          }
        />
      </Block>
      {activity && (
        <ActiviteBlock
          activity={activity}
          url={urlFor('activite.offre', { id: offre.id })}
          showContact
        />
      )}
    </>
  )
}
