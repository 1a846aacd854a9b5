import type { ReactNode } from 'react'
import { Brand } from '~/components/brand'

/* The soft light in the product panel's corner. */
const GLOW = 'absolute -top-24 -right-24 size-96 rounded-full bg-primary/30 blur-3xl'

/** Every auth/* page: a product panel beside a centred form card. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-primary-darker p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className={GLOW} aria-hidden="true" />
        <Brand light />
        <div className="relative">
          <p className="text-3xl leading-tight font-bold">
            Vos sociétés, contacts et offres, réunis au même endroit.
          </p>
          <p className="mt-4 max-w-md text-white/75">
            e-sidoor accompagne les recruteurs au quotidien : publiez vos offres d'emploi, de stage
            et d'alternance, et suivez chaque relation.
          </p>
        </div>
        <p className="relative text-sm text-white/60">
          Une plateforme de l'école, pour ses partenaires professionnels.
        </p>
      </aside>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <Brand />
          </div>
          <div className="rounded-xl bg-surface p-6 shadow-sm ring-1 ring-slate-200 sm:p-8  dark:ring-white/10">
            {children}
          </div>
        </div>
      </main>
    </div>
  )
}
