import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft, Mail, Phone, Printer } from 'lucide-react'
import type { OffrePreviewProps } from '~/props/offres'
import { urlFor } from '~/client'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { OffreCandidatView } from '~/components/offres/offre_candidat_view'
import { mailtoHref } from '~/lib/mailto'

/** The offer as a candidate reads it; prints without the back-office around it. */
export default function OffrePreview({ offre }: OffrePreviewProps) {
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

      <OffreCandidatView
        offre={offre}
        className="mx-auto max-w-4xl print:shadow-none print:ring-0"
        asideEnd={
          offre.contact && (
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
                      href={mailtoHref(offre.contact.email)}
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
          )
        }
      />
    </>
  )
}
