import { Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { Check } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { usePublishRefusal } from '~/components/offres/publish_refusal'
import type { Checklist as ChecklistProps, OnboardingStep } from '~/props/dashboard'

/*
| "Premiers pas" (docs/product.md §4): what a new account does first, each
| step ticked by the server from the user's real data and linking to where it
| is done. "Masquer" keeps it hidden on the account; it also goes by itself
| once every step is done (the server then sends none).
*/

const MISSING = {
  nom: 'ajoutez votre prénom et votre nom',
  double_authentification: 'activez la double authentification',
} as const

/* `waitsForSchool`: the account is not validated yet, so the offer step says publishing comes later. */
function stepOf(key: OnboardingStep, checklist: ChecklistProps, waitsForSchool: boolean) {
  switch (key) {
    case 'profil':
      return {
        label: 'Compléter le profil',
        href: urlFor('profile.edit'),
        detail:
          checklist.profileMissing.length > 0
            ? `Sur la page Profil, ${checklist.profileMissing.map((m) => MISSING[m]).join(' et ')}.`
            : 'Prénom, nom et double authentification.',
      }
    case 'societe':
      return {
        label: 'Ajouter une société',
        href: urlFor('societes.create'),
        detail: 'L’entreprise pour laquelle vous recrutez.',
      }
    case 'contact':
      return {
        label: 'Ajouter un contact',
        href: urlFor('contacts.create'),
        detail: 'Une personne avec qui vous travaillez.',
      }
    case 'offre':
      return {
        label: 'Publier une offre',
        href: urlFor('offres.create'),
        detail: waitsForSchool
          ? "Créez une offre : vous la publierez sur /emplois une fois votre compte validé par l'école."
          : 'Créez une offre, puis publiez-la sur /emplois.',
      }
    case 'import':
      return checklist.importKind === 'contacts'
        ? {
            label: 'Importer un fichier',
            href: urlFor('contacts.import.create'),
            detail: 'Vos contacts depuis un tableur (CSV ou Excel).',
          }
        : {
            label: 'Importer un fichier',
            href: urlFor('societes.import.create'),
            detail: 'Vos sociétés depuis un tableur (CSV ou Excel).',
          }
  }
}

/** "Premiers pas", at the top of the dashboard (with its own space below). */
export function Checklist({ checklist }: { checklist: ChecklistProps }) {
  const done = checklist.steps.filter((step) => step.done).length
  const total = checklist.steps.length
  const waitsForSchool = usePublishRefusal() !== null
  return (
    <Block
      className="mb-6"
      title="Premiers pas"
      actions={
        <button
          type="button"
          onClick={() =>
            router.put(urlFor('onboarding.update'), { dismissed: true }, { preserveScroll: true })
          }
          className="text-sm font-medium text-primary hover:underline"
        >
          Masquer<span className="sr-only"> les premiers pas</span>
        </button>
      }
    >
      <div data-testid="checklist">
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="checklist-progress">
          {done} sur {total} étapes faites
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-white/10"
          role="progressbar"
          aria-label="Premiers pas"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${(done / total) * 100}%` }}
          />
        </div>
        <ol className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {checklist.steps.map(({ key, done: ticked }) => {
            const step = stepOf(key, checklist, waitsForSchool)
            return (
              <li key={key} data-step={key} data-done={ticked} className="flex min-w-0 gap-3 py-1">
                <span
                  className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
                    ticked
                      ? 'bg-emerald-600 text-white dark:bg-emerald-500'
                      : 'ring-2 ring-slate-300 ring-inset dark:ring-white/30'
                  }`}
                  aria-hidden="true"
                >
                  {ticked && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                <div className="min-w-0">
                  <Link
                    href={step.href}
                    className={`text-sm font-medium hover:text-primary hover:underline ${
                      ticked
                        ? 'text-slate-500 line-through dark:text-slate-400'
                        : 'text-slate-900 dark:text-white'
                    }`}
                  >
                    {step.label}
                    <span className="sr-only">{ticked ? ' (fait)' : ' (à faire)'}</span>
                  </Link>
                  <p className="text-xs text-slate-500 dark:text-slate-300">{step.detail}</p>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </Block>
  )
}
