import { Link } from '@adonisjs/inertia/react'
import { Columns3, List } from 'lucide-react'
import { urlFor } from '~/client'

const ITEM =
  'inline-flex items-center gap-1.5 px-3 py-2 text-sm font-semibold transition first:rounded-l-md last:rounded-r-md'
const CURRENT = 'bg-primary text-white'
const OTHER =
  'bg-surface text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-white/10'

/** The inbox narrowed to one offer (and a statut: « Voir tout » under a board's column). */
export function inboxOfOffre(offreId: number, statut?: string) {
  const query = new URLSearchParams({ offre: String(offreId), ...(statut ? { statut } : {}) })
  return `${urlFor('candidatures.index')}?${query}`
}

/**
 * « Liste » / « Tableau »: one offer's applications as the inbox's list or as
 * its board. Two links, the shown one marked as the current page.
 */
export function ViewToggle({ offreId, current }: { offreId: number; current: 'list' | 'board' }) {
  const views = [
    { key: 'list', label: 'Liste', href: inboxOfOffre(offreId), Icon: List },
    {
      key: 'board',
      label: 'Tableau',
      href: urlFor('offres.candidatures.board', { id: offreId }),
      Icon: Columns3,
    },
  ] as const
  return (
    <nav
      aria-label="Affichage des candidatures"
      className="inline-flex rounded-md shadow-xs ring-1 ring-slate-300 dark:ring-white/20"
    >
      {views.map(({ key, label, href, Icon }) => (
        <Link
          key={key}
          href={href}
          aria-current={key === current ? 'page' : undefined}
          className={`${ITEM} ${key === current ? CURRENT : OTHER}`}
          data-testid={`view-${key}`}
        >
          <Icon className="size-4" aria-hidden="true" /> {label}
        </Link>
      ))}
    </nav>
  )
}
