import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { RichTextView } from '~/components/rich_text_view'
import { OffreLink } from '~/components/emplois/offre_link'
import { SocieteInitials } from '~/components/emplois/societe_initials'
import { plainText } from '~/lib/plain_text'
import type { PublicOffreCard } from '~/props/emplois'
import {
  Building2,
  CheckCircle2,
  Contact,
  FileText,
  LayoutTemplate,
  ShieldCheck,
  Users,
} from 'lucide-react'

const FEATURES = [
  {
    icon: Building2,
    title: 'Sociétés',
    text: 'SIRET vérifié, coordonnées, secteur : toutes vos structures au même endroit.',
  },
  {
    icon: Contact,
    title: 'Contacts',
    text: 'Recherche instantanée, filtres, statuts et export CSV prêt pour Excel.',
  },
  {
    icon: FileText,
    title: 'Offres',
    text: 'CDI, stage, alternance : du brouillon à la publication, avec un aperçu candidat.',
  },
  {
    icon: LayoutTemplate,
    title: 'Textes modèles',
    text: 'Vos messages types, personnalisés automatiquement pour chaque contact.',
  },
  {
    icon: Users,
    title: 'Espace école',
    text: "L'équipe de l'école suit les partenaires et les accompagne au quotidien.",
  },
  {
    icon: ShieldCheck,
    title: 'Sécurité',
    text: 'Accès par rôles, données cloisonnées par compte, connexions protégées.',
  },
]
const STEPS = [
  'Créez votre compte en une minute',
  'Ajoutez vos sociétés et vos contacts',
  'Publiez vos offres et suivez-les',
]

type WelcomeProps = {
  titre: string
  intro: string
  /** The latest public offers (up to 3), as on the job board. */
  offres: PublicOffreCard[]
}

export default function Welcome({ titre, intro, offres }: WelcomeProps) {
  return (
    <>
      <Head title="Accueil" />
      <section className="relative overflow-hidden">
        <div
          className="absolute inset-x-0 -top-40 -z-10 h-96 bg-gradient-to-b from-primary/20 to-transparent blur-2xl"
          aria-hidden="true"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24 [&>*]:min-w-0">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Back-office recruteurs
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {plainText(titre)}
            </h1>
            <RichTextView
              html={intro}
              className="mt-5 text-lg text-slate-600 dark:text-slate-300"
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href={urlFor('register')}
                className="inline-flex rounded-md bg-primary px-5 py-3 font-semibold text-white shadow-sm hover:brightness-110"
              >
                S'inscrire
              </Link>
              <Link
                href={urlFor('login')}
                className="inline-flex rounded-md px-5 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10"
              >
                J'ai déjà un compte
              </Link>
            </div>
          </div>
          <section
            aria-labelledby="latest-title"
            className="min-w-0 rounded-xl bg-surface p-5 shadow-xl ring-1 ring-slate-900/5 dark:ring-white/10"
          >
            <div className="flex items-center justify-between border-b border-slate-100 pb-3 dark:border-white/10">
              <h2 id="latest-title" className="font-semibold text-slate-900 dark:text-white">
                Offres récentes
              </h2>
              <Link
                href={urlFor('emplois.index')}
                className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary hover:bg-primary/20"
              >
                Toutes les offres
              </Link>
            </div>
            {offres.length === 0 ? (
              <p className="py-6 text-sm text-slate-600 dark:text-slate-300">
                Aucune offre publiée pour le moment.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-white/10">
                {offres.map((offre) => (
                  <li key={offre.slug} className="relative flex items-center gap-3 py-3">
                    <SocieteInitials initiales={offre.societe.initiales} size="sm" />
                    <div className="min-w-0 flex-1">
                      <OffreLink
                        offre={offre}
                        className="block truncate text-sm font-medium text-slate-900 hover:text-primary dark:text-white"
                      />
                      <p className="truncate text-xs text-slate-500 dark:text-slate-300">
                        {[offre.societe.nom, offre.typeContrat, offre.lieu]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-labelledby="features-title">
        <h2
          id="features-title"
          className="text-center text-3xl font-bold text-slate-900 dark:text-white"
        >
          Tout le back-office, sans friction
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div
              key={title}
              className="rounded-lg bg-surface p-6 shadow-xs ring-1 ring-slate-900/5 dark:ring-white/10"
            >
              <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-primary-darker py-16 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold">Opérationnel en trois étapes</h2>
            <p className="mt-3 text-white/75">
              Aucune installation : un navigateur suffit, sur ordinateur comme sur mobile.
            </p>
          </div>
          <ol className="space-y-4">
            {STEPS.map((step) => (
              <li key={step} className="flex items-center gap-3 text-lg">
                <CheckCircle2 className="size-6 shrink-0 text-primary" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
