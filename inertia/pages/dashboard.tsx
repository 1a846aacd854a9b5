import type { ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Building2, Contact, FilePen, FileText, LayoutTemplate } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { RichTextView } from '~/components/rich_text_view'
import {
  LatestList,
  contactItem,
  offreItem,
  type LatestContact,
  type LatestOffre,
} from '~/components/dashboard/latest_list'
import PublishedChart from '~/components/dashboard/published_chart'
import { Relances } from '~/components/dashboard/relances'
import { Checklist } from '~/components/dashboard/checklist'
import type { Checklist as ChecklistProps } from '~/props/dashboard'
import type { Relance } from '~/props/activite'
import { plural } from '~/lib/format'

type DashboardProps = {
  message: string
  counts: {
    societes: number
    contacts: number | null
    offres: { brouillon: number; publiee: number; cloturee: number } | null
  }
  latestContacts: LatestContact[]
  latestOffres: LatestOffre[]
  publishedPerMonth: { month: string; count: number }[]
  /** Follow-ups due today or overdue (the bell counts them: shared prop `relances`). */
  reminders: Relance[]
  /** "Premiers pas": null once hidden, done, or for a role with no step (docs/product.md §4). */
  checklist: ChecklistProps | null
  can: { contactsAndOffres: boolean }
}

const fmt = new Intl.NumberFormat('fr-FR')

function Counter({
  label,
  value,
  icon,
  href,
  detail,
}: {
  label: string
  value: number
  icon: ReactNode
  href: string
  detail?: string
}) {
  return (
    <Link
      href={href}
      prefetch
      className="group flex items-center justify-between rounded-lg bg-surface p-5 shadow-xs ring-1 ring-slate-900/5 transition hover:ring-primary/40 dark:ring-white/10"
    >
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        <p
          className="mt-1 text-3xl font-bold text-slate-900 dark:text-white"
          data-testid={`count-${label}`}
        >
          {fmt.format(value)}
        </p>
        {detail && <p className="mt-1 text-xs text-slate-500 dark:text-slate-300">{detail}</p>}
      </div>
      <span
        className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary"
        aria-hidden="true"
      >
        {icon}
      </span>
    </Link>
  )
}

export default function Dashboard({
  message,
  counts,
  latestContacts,
  latestOffres,
  publishedPerMonth,
  reminders,
  checklist,
  can,
}: DashboardProps) {
  const { user } = usePage().props
  const offres = counts.offres
  return (
    <>
      <Head title="Dashboard" />
      <PageHeading
        title="Dashboard"
        subtitle={`Bonjour ${user?.name ?? ''}, bienvenue sur votre espace.`}
        actions={
          can.contactsAndOffres && (
            <LinkButton href={urlFor('textes.index')} variant="secondary">
              <LayoutTemplate className="size-4" aria-hidden="true" /> Modèles de texte
            </LinkButton>
          )
        }
      />
      {message && (
        <div
          data-testid="dashboard-message"
          className="mb-6 rounded-lg border-l-4 border-primary bg-surface px-5 py-4 text-sm shadow-xs"
        >
          <RichTextView html={message} />
        </div>
      )}

      {checklist && <Checklist checklist={checklist} />}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Counter
          label="Sociétés"
          value={counts.societes}
          href={urlFor('societes.index')}
          icon={<Building2 className="size-6" />}
        />
        {can.contactsAndOffres && offres && (
          <>
            <Counter
              label="Contacts"
              value={counts.contacts ?? 0}
              href={urlFor('contacts.index')}
              icon={<Contact className="size-6" />}
            />
            <Counter
              label="Offres publiées"
              value={offres.publiee}
              href={urlFor('offres.index', {}, { qs: { statut: 'publiee' } })}
              icon={<FileText className="size-6" />}
            />
            <Counter
              label="Brouillons"
              value={offres.brouillon}
              href={urlFor('offres.index', {}, { qs: { statut: 'brouillon' } })}
              icon={<FilePen className="size-6" />}
              detail={plural(offres.cloturee, { one: '# clôturée', other: '# clôturées' })}
            />
          </>
        )}
      </div>

      {can.contactsAndOffres && (
        <div className="mt-6 space-y-6">
          <Relances items={reminders} />
          <Block
            title="Offres publiées par mois (12 mois)"
            options={['fullscreen', 'contentHidden']}
          >
            <PublishedChart data={publishedPerMonth} />
          </Block>
          {/* One column of minmax(0, 1fr) on phones: a card's long unbroken line cannot widen the page. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <LatestList list="contacts" items={latestContacts.map(contactItem)} />
            <LatestList list="offres" items={latestOffres.map(offreItem)} />
          </div>
        </div>
      )}
    </>
  )
}
