import { StatutBadge } from '~/components/contacts/statut_badge'
import { CellLink, NarrowLine, OneLine, TitleCell } from '~/components/list/cells'
import { ONE_LINE, type Column } from '~/components/list/data_table'
import { formatDate } from '~/lib/format'
import type { ContactRow } from '~/props/contacts'
import { mailtoHref } from '~/lib/mailto'
import { contactCatalogue } from '#catalogues/contact'
import { columnLabel } from '#catalogues/define'

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
      label: columnLabel(contactCatalogue, 'nom'),
      sort: 'nom',
      card: 'title',
      shrink: true,
      render: (row) => (
        <TitleCell href={showHref(row.id)} title={row.nomComplet} deletedAt={row.deletedAt}>
          {/* Below 48rem the Société and E-mail columns are left out: they show here. */}
          {(row.fonction || row.societe) && (
            <p className="flex min-w-0 text-xs text-slate-500 dark:text-slate-300">
              {row.fonction && (
                <span title={row.fonction} className={`min-w-0 ${ONE_LINE}`}>
                  {row.fonction}
                </span>
              )}
              {row.societe && (
                <span
                  title={row.societe.nom}
                  className="min-w-0 shrink-[2] truncate @3xl:hidden max-sm:hidden"
                >
                  {row.fonction && <span aria-hidden="true"> · </span>}
                  {row.societe.nom}
                </span>
              )}
            </p>
          )}
          <NarrowLine text={row.email} />
        </TitleCell>
      ),
    },
    {
      label: columnLabel(contactCatalogue, 'societeId'),
      sort: 'societe',
      shrink: true,
      showFrom: '3xl',
      render: (row) =>
        row.societe && societeHref ? (
          <CellLink href={societeHref(row.societe.id)} text={row.societe.nom} />
        ) : (
          <OneLine text={row.societe?.nom} />
        ),
    },
    {
      label: columnLabel(contactCatalogue, 'statut'),
      sort: 'statut',
      card: 'badge',
      render: (row) => <StatutBadge statut={row.statut} />,
    },
    {
      label: columnLabel(contactCatalogue, 'email'),
      shrink: true,
      showFrom: '3xl',
      render: (row) =>
        row.email ? (
          <a
            href={mailtoHref(row.email)}
            title={row.email}
            className={`hover:text-primary hover:underline ${ONE_LINE}`}
          >
            {row.email}
          </a>
        ) : (
          '—'
        ),
    },
    ...extra,
    {
      label: columnLabel(contactCatalogue, 'createdAt'),
      sort: 'created_at',
      className: 'whitespace-nowrap',
      card: 'hidden',
      showFrom: '5xl',
      render: (row) => formatDate(row.createdAt),
    },
  ]
}
