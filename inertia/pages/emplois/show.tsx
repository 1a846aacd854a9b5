import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, TriangleAlert } from 'lucide-react'
import type { EmploisShowProps } from '~/props/emplois'
import { urlFor } from '~/client'
import { OffreCard } from '~/components/emplois/offre_card'
import { RecruiterCallout } from '~/components/emplois/recruiter_callout'
import { CandidatureForm } from '~/components/emplois/candidature_form'
import { ApplyBar, PostulerAction } from '~/components/emplois/postuler'
import { OffreCandidatView } from '~/components/offres/offre_candidat_view'

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
  const title = `${offre.titre} — ${offre.societe.nom}`
  /* Set once « Postuler » has opened the form (offers without an external address). */
  const [retentionMonths, setRetentionMonths] = useState<number | null>(null)
  /* « Postuler », while it has something to do: the pro's link, or the form not yet open. */
  const postuler = state === 'open' && (offre.postuler || retentionMonths === null) && (
    <PostulerAction offre={offre} onReady={setRetentionMonths} />
  )
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

        <OffreCandidatView
          offre={offre}
          className="mt-4"
          lieuFromSociete
          asideStart={
            /* From `lg` the aside stands beside the description; below, ApplyBar. */
            postuler && <div className="hidden lg:block">{postuler}</div>
          }
          asideEnd={
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
          }
        />

        {state === 'open' && !offre.postuler && retentionMonths !== null && (
          <CandidatureForm reference={offre.reference} retentionMonths={retentionMonths} />
        )}

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
        <RecruiterCallout />
        {postuler && <ApplyBar>{postuler}</ApplyBar>}
      </div>
    </>
  )
}
