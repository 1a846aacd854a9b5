import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'

/**
 * The job board is for candidates, who need no account: recruiters are
 * addressed here, below the offers, by name ("Vous recrutez ?"), rather
 * than by a header button a candidate would take for their own sign-up.
 * Hidden from a signed-in visitor (the header leads to their dashboard).
 */
export function RecruiterCallout() {
  const { user } = usePage().props
  if (user) return null
  return (
    <aside
      aria-labelledby="recruteurs-title"
      className="mt-10 flex flex-col gap-4 rounded-lg border border-dashed border-slate-300 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-white/20"
    >
      <div className="flex gap-3">
        <span
          className="icon icon-building mt-0.5 size-5 shrink-0 text-slate-500"
          aria-hidden="true"
        />
        <div>
          <h2 id="recruteurs-title" className="font-semibold text-slate-900 dark:text-white">
            Vous recrutez ?
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Entreprises : publiez vos offres d'emploi, de stage et d'alternance sur e-sidoor. Les
            candidats, eux, postulent sans compte.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm font-semibold">
        <Link
          href={urlFor('register')}
          className="rounded-md px-3 py-2 text-primary ring-1 ring-primary/40 hover:bg-primary/5"
        >
          Publier une offre
        </Link>
        <Link href={urlFor('login')} className="text-slate-700 hover:underline dark:text-slate-200">
          Déjà inscrit ? Se connecter
        </Link>
      </div>
    </aside>
  )
}
