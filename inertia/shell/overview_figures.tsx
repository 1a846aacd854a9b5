import { useEffect, useState, type ReactNode } from 'react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import { plural } from '~/lib/format'
import { DateTime } from '~/components/date_time'
import { INTERACTION_LABELS, actionLabel } from '~/components/activite/activite_labels'
import type { EsidoorActivity } from '~/props/esidoor'
import type { OffreStatut } from '~/props/offres'

/*
| The side overlay's two tabs, "Aperçu" and "Offres" (docs/product.md §6):
| the signed-in user's real figures, read from GET /api/user/apercu when the
| panel opens (app/services/dashboards/overview_figures.ts). Each figure says in a line
| what it counts; an empty one shows 0 or "Aucune activité".
*/

type LastActivity = EsidoorActivity | null

export type Overview =
  | {
      pro: true
      overview: {
        offresOnline: number
        offresVisible: number
        remindersDue: number
        contactsThisMonth: number
        candidatures: number
        candidaturesNouvelles: number
        lastActivity: LastActivity
      }
      offres: {
        byStatut: Record<OffreStatut, number>
        publishedThisMonth: number
        publishedLastMonth: number
        closingSoon: number
      }
      contacts: { prospect: number; client: number; partenaire: number; ancien: number }
    }
  | {
      pro: false
      overview: { societes: number; societesThisMonth: number; lastActivity: LastActivity }
    }

export const OVERVIEW_TABS = ['Aperçu', 'Offres'] as const

const fmt = new Intl.NumberFormat('fr-FR')

/** The figures, fetched each time `active` turns true (the panel opens, the hover strip slides in). */
export function useOverview(active: boolean) {
  const [data, setData] = useState<Overview | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!active) return
    let live = true
    http
      .get<Overview>(urlFor('api.user.apercu'))
      .then((answer) => live && setData(answer))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [active])
  return { data, failed }
}

/** A figure's box and its name; what it shows follows, as <dd>s. */
function FigureBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-black/20" data-figure={label}>
      <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-300">{label}</dt>
      {children}
    </div>
  )
}

const NOTE = 'mt-1 text-xs text-slate-500 dark:text-slate-300'

/** A figure: its count (`value`) or several (`children`), and a line on what it counts. */
function Figure({
  label,
  note,
  value,
  children,
}: {
  label: string
  note: string
  value?: number
  children?: ReactNode
}) {
  return (
    <FigureBox label={label}>
      <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-value>
        {value === undefined ? children : fmt.format(value)}
      </dd>
      <dd className={NOTE}>{note}</dd>
    </FigureBox>
  )
}

/** Several small numbers in one figure ("Brouillons 2 · Publiées 1…"). */
function Split({ parts }: { parts: [string, number][] }) {
  return (
    <span className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm font-normal">
      {parts.map(([label, value]) => (
        <span key={label} className="flex justify-between gap-2" data-part={label}>
          <span className="text-slate-600 dark:text-slate-300">{label}</span>
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
            {fmt.format(value)}
          </span>
        </span>
      ))}
    </span>
  )
}

function describe(entry: NonNullable<LastActivity>) {
  if (entry.kind === 'activity') {
    const who = entry.actor?.name ?? 'e-sidoor'
    return `${who} ${actionLabel(entry)}${entry.subjectName ? ` « ${entry.subjectName} »` : ''}`
  }
  const about = entry.contact ? ` avec ${entry.contact.nomComplet}` : ''
  return `${INTERACTION_LABELS[entry.type]}${about}${entry.sujet ? ` : ${entry.sujet}` : ''}`
}

function LastActivityFigure({ entry }: { entry: LastActivity }) {
  return (
    <FigureBox label="Dernière activité">
      {entry ? (
        <>
          <dd className="mt-1 text-sm font-medium break-words text-slate-900 dark:text-white">
            {describe(entry)}
          </dd>
          <dd className={NOTE}>
            <DateTime at={entry.at} />
          </dd>
        </>
      ) : (
        <dd className="mt-1 text-sm font-medium text-slate-900 dark:text-white">Aucune activité</dd>
      )}
      <dd className={NOTE}>Dernière modification ou interaction enregistrée sur vos fiches.</dd>
    </FigureBox>
  )
}

/** The panel of tab `tab` (0: "Aperçu", 1: "Offres"). */
export function OverviewPanel({
  tab,
  data,
  failed,
}: {
  tab: 0 | 1
  data: Overview | null
  failed: boolean
}) {
  if (failed) return <p className="text-sm">Les chiffres n’ont pas pu être chargés.</p>
  if (!data) return <p className="text-sm text-slate-500 dark:text-slate-300">Chargement…</p>
  /* A list of its own: with role="tabpanel" on it, a <dl> would lose its meaning. */
  const list = (children: ReactNode) => (
    <dl className="space-y-3" data-testid={`overview-${tab}`}>
      {children}
    </dl>
  )
  if (!data.pro) {
    if (tab === 1)
      return (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Les offres et les contacts ne font pas partie de votre accès.
        </p>
      )
    return list(
      <>
        <Figure
          label="Sociétés"
          note="Vos sociétés, hors corbeille."
          value={data.overview.societes}
        />
        <Figure
          label="Sociétés ajoutées ce mois-ci"
          note="Créées depuis le 1er du mois."
          value={data.overview.societesThisMonth}
        />
        <LastActivityFigure entry={data.overview.lastActivity} />
      </>
    )
  }
  if (tab === 0) {
    const o = data.overview
    return list(
      <>
        <Figure
          label="Offres en ligne"
          note="Vos offres publiées, hors corbeille."
          value={o.offresOnline}
        />
        <Figure
          label="Visibles sur /emplois"
          note="Publiées, date limite non passée, compte validé par l’école. Les consultations des offres ne sont pas comptées."
          value={o.offresVisible}
        />
        <Figure
          label="Candidatures reçues"
          note={`Sur vos offres, dont ${plural(o.candidaturesNouvelles, { one: '# nouvelle', other: '# nouvelles' })}.`}
          value={o.candidatures}
        />
        <Figure
          label="Relances dues"
          note="Prévues aujourd’hui ou en retard."
          value={o.remindersDue}
        />
        <Figure
          label="Contacts ajoutés ce mois-ci"
          note="Créés depuis le 1er du mois."
          value={o.contactsThisMonth}
        />
        <LastActivityFigure entry={o.lastActivity} />
      </>
    )
  }
  const { offres, contacts } = data
  return list(
    <>
      <Figure label="Offres par statut" note="Hors corbeille.">
        <Split
          parts={[
            ['Brouillons', offres.byStatut.brouillon],
            ['Publiées', offres.byStatut.publiee],
            ['Clôturées', offres.byStatut.cloturee],
          ]}
        />
      </Figure>
      <Figure
        label="Publiées ce mois-ci"
        note={`Mois dernier : ${plural(offres.publishedLastMonth, { one: '# offre', other: '# offres' })}.`}
        value={offres.publishedThisMonth}
      />
      <Figure
        label="Date limite dans les 7 jours"
        note="Offres publiées qui quitteront /emplois à leur date limite."
        value={offres.closingSoon}
      />
      <Figure label="Contacts par statut" note="Votre suivi, hors corbeille.">
        <Split
          parts={[
            ['Prospects', contacts.prospect],
            ['Clients', contacts.client],
            ['Partenaires', contacts.partenaire],
            ['Anciens', contacts.ancien],
          ]}
        />
      </Figure>
    </>
  )
}
