import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Palette } from 'lucide-react'
import { urlFor } from '~/client'
import { AppFooter } from '~/components/app_footer'
import { Brand } from '~/components/brand'
import { DarkModeSwitch, ThemeSwatches } from '~/shell/appearance'
import { Dropdown } from '~/shell/dropdown'

/** The landing page frame: header with the sign-in links and appearance choice, content, footer. */
export default function WelcomeLayout({ children }: { children: ReactNode }) {
  const page = usePage()
  const { user } = page.props
  /* Candidates need no account: the job board addresses recruiters by name instead. */
  const onEmplois = page.component.startsWith('emplois/')
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur dark:border-white/10 dark:bg-primary-darker/85">
        <nav
          className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6"
          aria-label="Navigation principale"
        >
          <Brand compact />
          <div className="flex items-center gap-1 text-sm font-semibold sm:gap-2">
            <Link
              href={urlFor('home')}
              className="hidden rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 sm:inline-block dark:text-slate-200 dark:hover:bg-white/10"
            >
              Accueil
            </Link>
            <Link
              href={urlFor('emplois.index')}
              className="hidden rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 sm:inline-block dark:text-slate-200 dark:hover:bg-white/10"
            >
              Offres
            </Link>
            <Dropdown
              label="Apparence"
              wakeKey="appearance"
              buttonClassName="grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10"
              button={<Palette className="size-5" />}
              panelClassName="w-72 p-4 space-y-3"
            >
              {() => (
                <>
                  <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">
                    Apparence
                  </p>
                  <DarkModeSwitch />
                  <ThemeSwatches />
                </>
              )}
            </Dropdown>
            {user ? (
              <Link
                href={urlFor('dashboard')}
                className="rounded-md bg-primary px-3 py-2 text-white hover:brightness-110"
              >
                Dashboard
              </Link>
            ) : onEmplois ? (
              <Link
                href={urlFor('login')}
                className="rounded-md px-2 py-2 whitespace-nowrap text-slate-700 hover:bg-slate-100 sm:px-3 dark:text-slate-200 dark:hover:bg-white/10"
              >
                Espace recruteurs
              </Link>
            ) : (
              <>
                <Link
                  href={urlFor('login')}
                  className="rounded-md px-2 py-2 whitespace-nowrap text-slate-700 hover:bg-slate-100 sm:px-3 dark:text-slate-200 dark:hover:bg-white/10"
                >
                  Log in
                </Link>
                <Link
                  href={urlFor('register')}
                  className="rounded-md bg-primary px-3 py-2 whitespace-nowrap text-white hover:brightness-110"
                >
                  Create account
                </Link>
              </>
            )}
          </div>
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <div className="border-t border-slate-200 dark:border-white/10">
        <AppFooter className="mx-auto max-w-6xl px-4 py-6 sm:px-6" />
      </div>
    </div>
  )
}
