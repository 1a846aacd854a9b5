import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Check, Pencil, Trash2 } from 'lucide-react'
import { urlFor } from '~/client'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'
import { Badge } from '~/components/badge'
import { RichTextView } from '~/components/rich_text_view'
import { INTERACTION_ICONS, INTERACTION_LABELS } from '~/components/activite/activite_labels'
import { InteractionForm } from '~/components/activite/interaction_form'
import { Dot, Meta } from '~/components/activite/activite_items'
import type { InteractionEntry, InteractionOffre } from '~/props/activite'

/** An interaction: its type, when, who, what about, its summary and follow-up. */
export function InteractionItem({
  entry,
  canInteract,
  offres,
  showContact,
}: {
  entry: InteractionEntry
  canInteract: boolean
  offres: InteractionOffre[]
  showContact?: boolean
}) {
  const [editing, setEditing] = useState(false)
  const Icon = INTERACTION_ICONS[entry.type]
  const id = { id: entry.id }
  if (editing && entry.contact) {
    return (
      <div className="rounded-lg border border-primary/40 p-4">
        <Dot className="bg-primary" />
        <InteractionForm
          contactId={entry.contact.id}
          offres={offres}
          interaction={entry}
          onDone={() => setEditing(false)}
        />
      </div>
    )
  }
  return (
    <article className="rounded-lg border border-slate-200 p-3 dark:border-white/10">
      <Dot className="bg-primary" />
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        <strong className="font-semibold text-slate-900 dark:text-white">
          {INTERACTION_LABELS[entry.type]}
        </strong>
        {showContact && entry.contact && (
          <Link
            href={urlFor('contacts.show', { id: entry.contact.id })}
            className="text-primary hover:underline"
          >
            {entry.contact.nomComplet}
          </Link>
        )}
        <Meta at={entry.at} />
        {entry.actor && (
          <span className="text-xs text-slate-500 dark:text-slate-400">· {entry.actor.name}</span>
        )}
        {entry.mail?.status === 'en_attente' && <Badge tone="warning">En attente d’envoi</Badge>}
        {entry.mail?.status === 'echec' && (
          <Badge tone="danger">Échec de l’envoi après {entry.mail.attempts} tentatives</Badge>
        )}
        {entry.mail?.status === 'abandonne' && <Badge tone="danger">Envoi abandonné</Badge>}
        {entry.relanceLe && (
          <Badge tone={entry.relanceFaite ? 'success' : 'warning'}>
            {entry.relanceFaite ? 'Relance faite' : `À relancer le ${formatDate(entry.relanceLe)}`}
          </Badge>
        )}
      </header>
      {entry.offre && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          Offre :{' '}
          <Link
            href={urlFor('offres.edit', { id: entry.offre.id })}
            className="text-primary hover:underline"
          >
            {entry.offre.reference} — {entry.offre.titre}
          </Link>
        </p>
      )}
      {entry.sujet && (
        <p className="mt-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {entry.sujet}
        </p>
      )}
      <RichTextView html={entry.resume} className="mt-1 text-sm" />
      {canInteract && (
        <div className="mt-2 flex flex-wrap gap-3 text-xs font-semibold">
          {entry.relanceLe && !entry.relanceFaite && (
            <button
              type="button"
              onClick={() =>
                router.post(urlFor('interactions.relance_faite', id), {}, { preserveScroll: true })
              }
              className="inline-flex items-center gap-1 text-emerald-700 hover:underline dark:text-emerald-300"
            >
              <Check className="size-3.5" aria-hidden="true" /> Relance faite
            </button>
          )}
          {entry.contact && entry.type !== 'email_envoye' && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex items-center gap-1 text-slate-700 hover:underline dark:text-slate-200"
            >
              <Pencil className="size-3.5" aria-hidden="true" /> Modifier
            </button>
          )}
          <button
            type="button"
            onClick={async () => {
              if (
                await confirmDelete(
                  `Supprimer cette interaction (${INTERACTION_LABELS[entry.type]}) ?`
                )
              )
                router.delete(urlFor('interactions.destroy', id), { preserveScroll: true })
            }}
            className="inline-flex items-center gap-1 text-red-700 hover:underline dark:text-red-300"
          >
            <Trash2 className="size-3.5" aria-hidden="true" /> Supprimer
          </button>
        </div>
      )}
    </article>
  )
}
