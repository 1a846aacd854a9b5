import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  ArrowLeft,
  Briefcase,
  CalendarClock,
  CalendarDays,
  Globe,
  Laptop,
  Mail,
  MapPin,
  Phone,
  Printer,
  Wallet,
} from 'lucide-react'
import type { OffrePreviewProps } from '~/props/offres'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { RichTextView } from '~/components/rich_text_view'
import { OffreStatutBadge, TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

/** The offer as a candidate reads it; prints without the back-office around it. */
export default function OffrePreview({ offre }: OffrePreviewProps) {
  const salary = salaryRange(offre.salaireMin, offre.salaireMax)
  const facts = [
    { icon: Briefcase, label: 'Contrat', value: offre.typeContrat },
    { icon: MapPin, label: 'Lieu', value: offre.lieu },
    { icon: Laptop, label: 'Télétravail', value: TELETRAVAIL_LABELS[offre.teletravail] },
    { icon: Wallet, label: 'Salaire annuel brut', value: salary },
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
    <>
      <Head title={`Aperçu : ${offre.titre}`} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={urlFor('offres.edit', { id: offre.id })}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Retour à l'offre
        </Link>
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-600 dark:text-slate-300">Aperçu candidat</span>
          <OffreStatutBadge statut={offre.statut} />
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-surface px-3 py-1.5 text-sm font-semibold dark:border-white/20"
          >
            <Printer className="size-4" aria-hidden="true" /> Imprimer
          </button>
        </div>
      </div>

      <article className="mx-auto max-w-4xl overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-slate-900/5 print:shadow-none print:ring-0 dark:ring-white/10">
        <header className="border-b border-slate-100 p-6 sm:p-8 dark:border-white/10">
          <div className="flex items-start gap-4">
            <span
              className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary text-lg font-black text-white"
              aria-hidden="true"
            >
              {offre.societe.initiales}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-primary">{offre.societe.nom}</p>
              <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
                {offre.titre}
              </h1>
              <div className="mt-3 flex flex-wrap gap-2">
                {offre.typeContrat && <Badge tone="primary">{offre.typeContrat}</Badge>}
                <Badge>{TELETRAVAIL_LABELS[offre.teletravail]}</Badge>
                <Badge>Réf. {offre.reference}</Badge>
              </div>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              /* dt and dd directly in their group, the icon inside the dt (axe: definition-list). */
              <div key={label}>
                <dt className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-300">
                  <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-0.5 pl-5.5 text-sm font-semibold text-slate-900 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </header>

        <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <section>
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">Le poste</h2>
              <RichTextView
                html={offre.description}
                className="mt-3 text-slate-700 dark:text-slate-200"
              />
            </section>
            {offre.profil && (
              <section>
                <h2 className="text-lg font-bold text-slate-900 dark:text-white">
                  Profil recherché
                </h2>
                <RichTextView
                  html={offre.profil}
                  className="mt-3 text-slate-700 dark:text-slate-200"
                />
              </section>
            )}
          </div>
          <aside className="space-y-6">
            <section className="rounded-lg bg-slate-50 p-5 dark:bg-black/20">
              <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                L'entreprise
              </h2>
              <p className="mt-2 font-semibold text-slate-900 dark:text-white">
                {offre.societe.nom}
              </p>
              {offre.societe.ville && (
                <p className="text-sm text-slate-600 dark:text-slate-300">{offre.societe.ville}</p>
              )}
              {offre.societe.siteWeb && (
                <a
                  href={offre.societe.siteWeb}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
                >
                  <Globe className="size-4" aria-hidden="true" /> Site web
                </a>
              )}
            </section>
            {offre.contact && (
              <section className="rounded-lg bg-slate-50 p-5 dark:bg-black/20">
                <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  Votre contact
                </h2>
                <p className="mt-2 font-semibold text-slate-900 dark:text-white">
                  {offre.contact.nomComplet}
                </p>
                {offre.contact.fonction && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {offre.contact.fonction}
                  </p>
                )}
                <ul className="mt-2 space-y-1 text-sm">
                  {offre.contact.email && (
                    <li className="flex items-center gap-2">
                      <Mail className="size-4 text-slate-400" aria-hidden="true" />
                      <a
                        href={`mailto:${offre.contact.email}`}
                        className="text-primary hover:underline"
                      >
                        {offre.contact.email}
                      </a>
                    </li>
                  )}
                  {offre.contact.telephone && (
                    <li className="flex items-center gap-2">
                      <Phone className="size-4 text-slate-400" aria-hidden="true" />
                      <a href={`tel:${offre.contact.telephone.replace(/\s/g, '')}`}>
                        {offre.contact.telephone}
                      </a>
                    </li>
                  )}
                </ul>
              </section>
            )}
          </aside>
        </div>
      </article>
    </>
  )
}
