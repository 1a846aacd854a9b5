import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'

/** The line under a guest form that leads to another one ("Déjà inscrit ? Se connecter"). */
export function AuthFooterLink({
  question,
  href,
  label,
}: {
  question?: string
  href: string
  label: string
}) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
      {question && `${question} `}
      <Link href={href} className="font-semibold text-primary hover:underline">
        {label}
      </Link>
    </p>
  )
}

/** "Se déconnecter", for a signed-in person held on a guest page (verification, two-factor). */
export function LogoutLink() {
  return (
    <Link
      href={urlFor('logout')}
      method="post"
      as="button"
      className="text-slate-600 hover:underline dark:text-slate-300"
    >
      Se déconnecter
    </Link>
  )
}

/** A quiet link beside a guest form's button ("Modifier le profil", "Retour à la connexion"). */
export function QuietLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="text-slate-600 hover:underline dark:text-slate-300">
      {label}
    </Link>
  )
}
