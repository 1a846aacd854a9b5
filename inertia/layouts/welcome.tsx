import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Brand } from '~/components/brand'

/** The landing page frame: header with the sign-in links, content, footer. */
export default function WelcomeLayout({ children }: { children: ReactNode }) {
  const { user, appName, appVersion } = usePage().props
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-700 dark:bg-slate-900/80">
        <nav
          className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6"
          aria-label="Navigation principale"
        >
          <Brand />
          <div className="flex items-center gap-2 text-sm font-semibold">
            {user ? (
              <Link
                href="/dashboard"
                className="rounded-md bg-primary px-3 py-2 text-white hover:brightness-110"
              >
                Dashboard
              </Link>
            ) : (
              <>
                <Link
                  href="/login"
                  className="rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  Log in
                </Link>
                <Link
                  href="/register"
                  className="rounded-md bg-primary px-3 py-2 text-white hover:brightness-110"
                >
                  Create account
                </Link>
              </>
            )}
          </div>
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {appName} {appVersion} © {new Date().getFullYear()}
      </footer>
    </div>
  )
}
