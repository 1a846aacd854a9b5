import { Head, Link, usePage } from '@inertiajs/react'
import { Building2, Contact, FileText } from 'lucide-react'
import { Block } from '~/components/block'
import { RichTextView } from '~/components/rich_text_view'
import { PageHeading } from '~/components/page_heading'

/* The real dashboard (counters, latest rows, chart) comes with the textes/dashboard issue. */
export default function Dashboard({ message }: { message: string }) {
  const { user } = usePage().props
  const shortcuts = [
    {
      href: '/app/company',
      label: 'Sociétés',
      text: 'Vos entreprises et leurs coordonnées',
      icon: Building2,
      roles: ['pro', 'esi', null],
    },
    {
      href: '/app/contacts',
      label: 'Contacts',
      text: 'Les personnes avec qui vous travaillez',
      icon: Contact,
      roles: ['pro', 'esi'],
    },
    {
      href: '/app/offres',
      label: 'Offres',
      text: 'Emplois, stages et alternances',
      icon: FileText,
      roles: ['pro', 'esi'],
    },
  ].filter((item) => item.roles.includes(user?.role ?? null))

  return (
    <>
      <Head title="Dashboard" />
      <PageHeading
        title="Dashboard"
        subtitle={`Bonjour ${user?.name ?? ''}, bienvenue sur votre espace.`}
      />
      {message && (
        <div
          data-testid="dashboard-message"
          className="mb-6 rounded-lg border-l-4 border-primary bg-surface px-5 py-4 text-sm shadow-xs"
        >
          <RichTextView html={message} />
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-3">
        {shortcuts.map(({ href, label, text, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            prefetch
            className="group rounded-lg bg-surface p-5 shadow-xs ring-1 ring-slate-900/5 transition hover:ring-primary/40 dark:ring-white/10"
          >
            <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-4 font-semibold text-slate-900 group-hover:text-primary dark:text-white">
              {label}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
          </Link>
        ))}
      </div>
      <div className="mt-6">
        <Block title="Bien démarrer" options={['contentHidden']}>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>Renseignez vos sociétés et leurs coordonnées.</li>
            <li>Ajoutez les contacts avec qui vous échangez.</li>
            <li>Publiez vos offres d'emploi, de stage ou d'alternance.</li>
          </ol>
        </Block>
      </div>
    </>
  )
}
