import { Head, Link } from '@inertiajs/react'

export default function Welcome() {
  return (
    <>
      <Head title="Accueil" />
      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          Back-office recruteurs
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Gérez vos sociétés, contacts et offres en un seul endroit
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Publiez vos offres d'emploi, de stage et d'alternance, suivez vos contacts et travaillez
          main dans la main avec l'école.
        </p>
        <Link
          href="/register"
          className="mt-8 inline-flex rounded-md bg-primary px-5 py-3 font-semibold text-white shadow-sm hover:brightness-110"
        >
          S'inscrire
        </Link>
      </section>
    </>
  )
}
