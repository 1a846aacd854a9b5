import { Link } from '@adonisjs/inertia/react'
import { Badge } from '~/components/badge'
import { StatutBadge } from '~/components/contacts/statut_badge'
import type { Column } from '~/components/list/data_table'
import { formatDate } from '~/lib/format'
import type { ContactRow } from '~/props/contacts'
import { mailtoHref } from '~/lib/mailto'

/** What the columns read of a row: the pro's list rows and e-sidoor's both have it. */
type ShownContact = Pick<
  ContactRow,
  'id' | 'nomComplet' | 'fonction' | 'societe' | 'statut' | 'email' | 'createdAt' | 'deletedAt'
>

/**
 * The columns every contacts table shows (the pro's list and e-sidoor's):
 * Nom, Société, Statut, E-mail, then `extra`, then Créé le.
 * On a phone's card: the name as title, the statut as badge, Créé le left out.
 */
export function contactColumns<Row extends ShownContact>(options: {
  showHref: (id: number) => string
  societeHref?: (id: number) => string
  extra?: Column<Row>[]
}): Column<Row>[] {
  const { showHref, societeHref, extra = [] } = options
  return [
    {
      label: 'Nom',
      sort: 'nom',
      card: 'title',
      render: (row) => (
        <div>
          <div className="flex items-center gap-2">
            <Link
              href={showHref(row.id)}
              prefetch
              className="font-semibold text-slate-900 hover:text-primary dark:text-white"
            >
              {row.nomComplet}
            </Link>
            {row.deletedAt && <Badge tone="warning">Corbeille</Badge>}
          </div>
          {row.fonction && (
            <p className="text-xs text-slate-500 dark:text-slate-300">{row.fonction}</p>
          )}
        </div>
      ),
    },
    {
      label: 'Société',
      sort: 'societe',
      render: (row) =>
        row.societe && societeHref ? (
          <Link
            href={societeHref(row.societe.id)}
            prefetch
            className="hover:text-primary hover:underline"
          >
            {row.societe.nom}
          </Link>
        ) : (
          (row.societe?.nom ?? '—')
        ),
    },
    {
      label: 'Statut',
      sort: 'statut',
      card: 'badge',
      render: (row) => <StatutBadge statut={row.statut} />,
    },
    {
      label: 'E-mail',
      render: (row) =>
        row.email ? (
          <a href={mailtoHref(row.email)} className="hover:text-primary hover:underline">
            {row.email}
          </a>
        ) : (
          '—'
        ),
    },
    ...extra,
    {
      label: 'Créé le',
      sort: 'created_at',
      className: 'whitespace-nowrap',
      card: 'hidden',
      render: (row) => formatDate(row.createdAt),
    },
  ]
}
