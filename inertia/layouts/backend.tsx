import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Brand } from '~/components/brand'
import { menuFor } from '~/lib/menu'

/** Signed-in pages: sidebar, header with the user menu, content, footer. */
export default function BackendLayout({ children }: { children: ReactNode }) {
  const { user, appName, appVersion } = usePage().props
  const url = usePage().url
  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-64 shrink-0 bg-primary-darker text-slate-300 lg:block">
        <div className="flex h-16 items-center px-5">
          <Brand light />
        </div>
        <nav aria-label="Menu principal" className="px-3 py-2">
          <ul className="space-y-1">
            {menuFor(user).map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  prefetch
                  className={`block rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 hover:text-white ${
                    url === item.href || url.startsWith(`${item.href}/`)
                      ? 'bg-white/10 text-white'
                      : ''
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex h-16 items-center justify-end gap-3 bg-white px-4 shadow-xs dark:bg-slate-800">
          {user && (
            <>
              <img src={user.gravatar} alt="" className="size-8 rounded-full" />
              <span className="text-sm font-semibold">{user.name}</span>
              <Link
                href="/logout"
                method="post"
                as="button"
                className="text-sm text-slate-600 hover:underline dark:text-slate-300"
              >
                Log Out
              </Link>
            </>
          )}
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-8">{children}</main>
        <footer className="px-6 py-4 text-sm text-slate-600 dark:text-slate-400">
          {appName} {appVersion} © {new Date().getFullYear()}
        </footer>
      </div>
    </div>
  )
}
