import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { CircleCheck, Trash2 } from 'lucide-react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { formatDate } from '~/lib/format'

type RetraitProps = {
  /** confirm: the application is there; withdrawn: just now; already: earlier (or never). */
  state: 'confirm' | 'withdrawn' | 'already'
  candidature: { prenom: string; offre: string; societe: string; envoyeeLe: string } | null
  /** The signed address the confirmation posts to (this page's own). */
  action: string
}

/*
| The withdrawal link of an application's acknowledgement (docs/product.md,
| "Candidatures"): opening it deletes nothing (mail scanners open links), the
| button does, at once, with the CV.
*/
export default function EmploisRetrait({ state, candidature, action }: RetraitProps) {
  const [processing, setProcessing] = useState(false)
  const title = state === 'confirm' ? 'Retirer ma candidature' : 'Candidature retirée'
  return (
    <>
      <Head title={title}>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {state === 'confirm' && candidature ? (
          <>
            <p className="mt-4 text-slate-700 dark:text-slate-200">
              Bonjour {candidature.prenom}, vous avez postulé le {formatDate(candidature.envoyeeLe)}{' '}
              à l’offre « {candidature.offre} » chez {candidature.societe}.
            </p>
            <p className="mt-3 text-slate-700 dark:text-slate-200">
              Si vous la retirez, votre candidature et votre CV sont supprimés aussitôt : le
              recruteur ne les verra plus. Cette action est définitive.
            </p>
            <form
              className="mt-6"
              onSubmit={(event) => {
                event.preventDefault()
                router.post(
                  action,
                  {},
                  {
                    onStart: () => setProcessing(true),
                    onFinish: () => setProcessing(false),
                  }
                )
              }}
            >
              <Button variant="danger" processing={processing} className="w-full py-3 sm:w-auto">
                <Trash2 className="size-4" aria-hidden="true" />
                Retirer ma candidature
              </Button>
            </form>
          </>
        ) : (
          <p
            role="status"
            className="mt-4 flex gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-100 dark:ring-emerald-700/50"
          >
            <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
            {state === 'withdrawn'
              ? 'Votre candidature est retirée : elle et votre CV ont été supprimés.'
              : 'Cette candidature a déjà été retirée : elle et son CV ont été supprimés.'}
          </p>
        )}
        <Link
          href={urlFor('emplois.index')}
          className="mt-8 inline-block text-sm font-medium text-primary hover:underline"
        >
          Voir les offres d’emploi
        </Link>
      </div>
    </>
  )
}
