import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Copy, Eye, Pencil, RotateCcw, Send, Square, Trash2, type LucideIcon } from 'lucide-react'
import { urlFor } from '~/client'
import { confirmDelete } from '~/lib/confirm'
import type { OffreStatut } from '~/props/offres'
import { PUBLISH_REFUSAL_ID, usePublishRefusal } from '~/components/offres/publish_refusal'

type Offre = { id: number; titre: string; statut: OffreStatut; deletedAt: string | null }

const TONES = {
  neutral:
    'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10',
  publish: 'bg-emerald-700 text-white hover:bg-emerald-800',
  close: 'bg-amber-700 text-white hover:bg-amber-800',
  primary: 'text-primary ring-1 ring-primary/40 hover:bg-primary/10',
  danger: 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30',
  /* The trash of a table row: grey until hovered or focused, so a page of rows does not shout. */
  quietDanger:
    'text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:text-red-700 dark:text-slate-400 dark:hover:bg-red-900/30 dark:hover:text-red-300 dark:focus-visible:text-red-300',
}

/**
 * One action: an icon button with a tooltip in tables (`compact`), a labelled
 * button on the offer's page; `dense` keeps the label at a table row's height.
 * Links (Modifier, Aperçu) keep the neutral tone.
 */
function Action({
  label,
  icon: Icon,
  tone = 'neutral',
  compact,
  dense = false,
  href,
  onClick,
  refusal = null,
}: {
  label: string
  icon: LucideIcon
  tone?: keyof typeof TONES
  compact: boolean
  dense?: boolean
  href?: string
  onClick?: () => void
  /** Why the action is not possible now: the button is disabled and points to the page's notice. */
  refusal?: string | null
}) {
  const size = compact ? 'size-8' : dense ? 'h-8 px-2.5' : 'px-3 py-1.5'
  const className = `inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50 ${size} ${TONES[tone]}`
  const content: ReactNode = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {compact ? <span className="sr-only">{label}</span> : label}
    </>
  )
  if (href) {
    return (
      <Link href={href} prefetch title={compact ? label : undefined} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      title={refusal ?? (compact ? label : undefined)}
      onClick={onClick}
      disabled={refusal !== null}
      aria-describedby={refusal ? PUBLISH_REFUSAL_ID : undefined}
      className={className}
    >
      {content}
    </button>
  )
}

/* The workflow's step from each statut: its button and its route. */
const STEPS = {
  brouillon: { label: 'Publier', icon: Send, tone: 'publish', route: 'offres.publish' },
  publiee: { label: 'Clôturer', icon: Square, tone: 'close', route: 'offres.close' },
  cloturee: { label: 'Dupliquer', icon: Copy, tone: 'primary', route: 'offres.duplicate' },
} as const satisfies Record<OffreStatut, unknown>

/**
 * The workflow buttons of one offer (docs/product.md §4): Modifier, Aperçu, Publier or
 * Clôturer, Dupliquer, Supprimer. In a table row the statut step (Publier, Clôturer,
 * Dupliquer) keeps its visible label; the others are icons. An account the school
 * has not validated sees « Publier » disabled, the reason in the page's notice. The
 * server refuses any illegal move anyway.
 */
export function OffreActions({
  offre,
  write,
  compact = false,
  showEdit = true,
  onPublish,
}: {
  offre: Offre
  write: boolean
  compact?: boolean
  showEdit?: boolean
  /** Publishes another way (a draft's page saves its form and publishes it in one request). */
  onPublish?: () => void
}) {
  const id = { id: offre.id }
  const step = STEPS[offre.statut]
  const takeStep = () => router.post(urlFor(step.route, id), {}, { preserveScroll: true })
  const publishRefusal = usePublishRefusal()

  if (offre.deletedAt) {
    return write ? (
      <Action
        label="Restaurer"
        icon={RotateCcw}
        tone="primary"
        compact={false}
        onClick={() => router.put(urlFor('offres.restore', id), {}, { preserveScroll: true })}
      />
    ) : null
  }

  return (
    <div
      className={`flex items-center justify-end gap-1.5 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}
    >
      {showEdit && write && offre.statut !== 'cloturee' && (
        <Action label="Modifier" icon={Pencil} compact={compact} href={urlFor('offres.edit', id)} />
      )}
      <Action label="Aperçu" icon={Eye} compact={compact} href={urlFor('offres.preview', id)} />
      {write && (
        <Action
          label={step.label}
          icon={step.icon}
          tone={step.tone}
          compact={false}
          dense={compact}
          onClick={(offre.statut === 'brouillon' && onPublish) || takeStep}
          refusal={offre.statut === 'brouillon' ? publishRefusal : null}
        />
      )}
      {write && (
        <Action
          label={compact ? `Supprimer ${offre.titre}` : 'Supprimer'}
          icon={Trash2}
          tone={compact ? 'quietDanger' : 'danger'}
          compact={compact}
          onClick={async () => {
            if (await confirmDelete(`Mettre « ${offre.titre} » à la corbeille ?`))
              router.delete(urlFor('offres.destroy', id), { preserveScroll: true })
          }}
        />
      )}
    </div>
  )
}
