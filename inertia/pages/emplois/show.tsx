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
  Send,
  TriangleAlert,
  Wallet,
} from 'lucide-react'
import type { EmploisShowProps } from '~/props/emplois'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { RichTextView } from '~/components/rich_text_view'
import { OffreCard } from '~/components/emplois/offre_card'
import { TELETRAVAIL_LABELS, salaryRange } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'

/** Where to share the page: each a plain link that opens the service's share form. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: 'E-mail', href: `mailto:?subject=${t}&body=${u}` },
  ]
}

/** /emplois/{référence}-{slug}: an offer as candidates and search engines read it. */
export default function EmploisShow({
  offre,
  state,
  url,
  description,
  jsonLd,
  similaires,
}: EmploisShowProps) {
  const salary = salaryRange(offre.salaireMin, offre.salaireMax)
  const title = `${offre.titre} — ${offre.societe.nom}`
  const facts = [
    { icon: Briefcase, label: 'Contrat', value: offre.typeContrat },
    { icon: MapPin, label: 'Lieu', value: offre.lieu ?? offre.societe.ville },
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
      <Head title={title}>
        <meta name="description" content={description} />
        <link rel="canonical" href={url} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:site_name" content="e-sidoor" />
        <meta property="og:locale" content="fr_FR" />
        {state === 'closed' && <meta name="robots" content="noindex" />}
      </Head>
      {jsonLd && (
        /* Escaped on the server for a script element (scriptSafeJson). */
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      )}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Link
          href={urlFor('emplois.index')}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Toutes les offres
        </Link>

        {state === 'closed' && (
          <p
            role="status"
            className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 p-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-700/50"
          >
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            Cette offre est clôturée : elle ne reçoit plus de candidatures.
          </p>
        )}

        <article className="mt-4 overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-slate-900/5 dark:ring-white/10">
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
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              {facts.map(({ icon: Icon, label, value }) => (
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
            <div className="min-w-0 space-y-8 lg:col-span-2">
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
              {state === 'open' && offre.postuler && (
                <a
                  href={offre.postuler.href}
                  {...(offre.postuler.email
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
                  className="flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 font-semibold text-white shadow-sm hover:brightness-110"
                >
                  {offre.postuler.email ? (
                    <Mail className="size-5" aria-hidden="true" />
                  ) : (
                    <Send className="size-5" aria-hidden="true" />
                  )}
                  Postuler
                </a>
              )}
              <section className="rounded-lg bg-slate-50 p-5 dark:bg-black/20">
                <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  L'entreprise
                </h2>
                <p className="mt-2 font-semibold text-slate-900 dark:text-white">
                  {offre.societe.nom}
                </p>
                {offre.societe.ville && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {offre.societe.ville}
                  </p>
                )}
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
              <section>
                <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  Partager
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {shareLinks(url, title).map((share) => (
                    <li key={share.label}>
                      <a
                        href={share.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10"
                      >
                        {share.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            </aside>
          </div>
        </article>

        {similaires.length > 0 && (
          <section className="mt-10" aria-labelledby="similaires-title">
            <h2 id="similaires-title" className="text-xl font-bold text-slate-900 dark:text-white">
              Offres similaires
            </h2>
            <ul className="mt-4 space-y-3">
              {similaires.map((similaire) => (
                <li key={similaire.slug}>
                  <OffreCard offre={similaire} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
