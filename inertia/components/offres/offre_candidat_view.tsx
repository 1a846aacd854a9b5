import type { ReactNode } from 'react'
import { Briefcase, CalendarClock, CalendarDays, Globe, Laptop, MapPin, Wallet } from 'lucide-react'
import type { Teletravail } from '~/props/offres'
import { Badge } from '~/components/badge'
import { RichTextView } from '~/components/rich_text_view'
import { SocieteInitials } from '~/components/emplois/societe_initials'
import { TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

/** What the candidate view of an offer shows (the pro's preview and the public page). */
export type CandidatOffre = {
  titre: string
  reference: string
  typeContrat: string | null
  teletravail: Teletravail
  lieu: string | null
  salaireMin: number | null
  salaireMax: number | null
  dateDebut: string | null
  dateLimite: string | null
  description: string
  profil: string | null
  societe: {
    nom: string
    ville: string | null
    siteWeb: string | null
    initiales: string
    /** Its « Présentation » (sanitised rich text), or null. */
    presentation: string | null
  }
}

/** One of the offer's texts under its title ("Le poste", "Profil recherché"). */
function TextSection({ title, html }: { title: string; html: string }) {
  return (
    <section>
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      <RichTextView html={html} className="mt-3 text-slate-700 dark:text-slate-200" />
    </section>
  )
}

/**
 * An offer as a candidate reads it: société, title, badges, key facts, the
 * description and the profile, "L'entreprise". The page puts its own
 * blocks around "L'entreprise" (Postuler before, the référent or sharing after).
 */
export function OffreCandidatView({
  offre,
  className = '',
  lieuFromSociete = false,
  asideStart,
  asideEnd,
}: {
  offre: CandidatOffre
  className?: string
  /** No place given: the société's town (the public page). */
  lieuFromSociete?: boolean
  asideStart?: ReactNode
  asideEnd?: ReactNode
}) {
  const facts = [
    { icon: Briefcase, label: 'Contrat', value: offre.typeContrat },
    {
      icon: MapPin,
      label: 'Lieu',
      value: offre.lieu ?? (lieuFromSociete ? offre.societe.ville : null),
    },
    { icon: Laptop, label: 'Télétravail', value: TELETRAVAIL_LABELS[offre.teletravail] },
    {
      icon: Wallet,
      label: 'Salaire annuel brut',
      value: salaryRange(offre.salaireMin, offre.salaireMax),
    },
    {
      icon: CalendarDays,
      label: 'Début',
      value: offre.dateDebut ? formatDate(offre.dateDebut) : null,
    },
    {
      icon: CalendarClock,
      label: 'Candidater avant le',
      value: offre.dateLimite ? formatDate(offre.dateLimite) : null,
    },
  ].filter((fact) => fact.value)

  return (
    <article
      className={`overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-slate-900/5 dark:ring-white/10 ${className}`}
    >
      <header className="border-b border-slate-100 p-6 sm:p-8 dark:border-white/10">
        <div className="flex items-start gap-4">
          <SocieteInitials initiales={offre.societe.initiales} size="lg" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-primary">{offre.societe.nom}</p>
            <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">
              {offre.titre}
            </h1>
            <div className="mt-3 flex flex-wrap gap-2">
              {offre.typeContrat && <Badge tone="primary">{offre.typeContrat}</Badge>}
              <Badge>{TELETRAVAIL_LABELS[offre.teletravail]}</Badge>
              <Badge>Réf. {offre.reference}</Badge>
            </div>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {facts.map(({ icon: Icon, label, value }) => (
            /* dt and dd directly in their group, the icon inside the dt (axe: definition-list). */
            <div key={label} className="min-w-0">
              <dt className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-300">
                <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-0.5 pl-5.5 text-sm break-words font-semibold text-slate-900 dark:text-white">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </header>

      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <TextSection title="Le poste" html={offre.description} />
          {offre.profil && <TextSection title="Profil recherché" html={offre.profil} />}
        </div>
        <aside className="space-y-6">
          {asideStart}
          <section className="rounded-lg bg-slate-50 p-5 dark:bg-black/20">
            <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              L'entreprise
            </h2>
            <p className="mt-2 font-semibold text-slate-900 dark:text-white">{offre.societe.nom}</p>
            {offre.societe.ville && (
              <p className="text-sm text-slate-600 dark:text-slate-300">{offre.societe.ville}</p>
            )}
            <RichTextView
              html={offre.societe.presentation}
              className="mt-3 text-sm break-words text-slate-700 dark:text-slate-200"
            />
            {offre.societe.siteWeb && (
              <a
                href={offre.societe.siteWeb}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-2 inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
              >
                <Globe className="size-4" aria-hidden="true" /> Site web
              </a>
            )}
          </section>
          {asideEnd}
        </aside>
      </div>
    </article>
  )
}
