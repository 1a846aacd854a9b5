import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import BackendLayout from '~/layouts/backend'
import WelcomeLayout from '~/layouts/welcome'

const PAGES: Record<number, { title: string; text: string }> = {
  400: {
    title: 'Requête invalide',
    text: "La requête envoyée n'a pas pu être comprise par le serveur.",
  },
  401: { title: 'Authentification requise', text: 'Connectez-vous pour accéder à cette page.' },
  403: {
    title: 'Accès refusé',
    text: "Vous n'avez pas les droits nécessaires pour accéder à cette page.",
  },
  404: { title: 'Page introuvable', text: "La page demandée n'existe pas ou a été déplacée." },
  500: {
    title: 'Erreur interne du serveur',
    text: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
  },
  503: {
    title: 'Service indisponible',
    text: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
}

export default function ErrorPage({ status }: { status: number }) {
  const { user } = usePage().props
  const page = PAGES[status] ?? PAGES[500]
  const back = user
    ? { href: urlFor('dashboard'), label: 'Retour au tableau de bord' }
    : { href: urlFor('home'), label: "Retour à l'accueil" }
  return (
    <>
      <Head title={page.title} />
      <section className="mx-auto max-w-xl py-16 text-center">
        <p className="text-7xl font-black text-primary">{status}</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{page.title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{page.text}</p>
        <Link
          href={back.href}
          className="mt-8 inline-flex rounded-md bg-primary px-4 py-2 font-semibold text-white hover:brightness-110"
        >
          {back.label}
        </Link>
      </section>
    </>
  )
}

/* Signed-in visitors keep their shell; guests see the landing frame. */
ErrorPage.layout = (props: { user?: unknown }) => (props.user ? BackendLayout : WelcomeLayout)
