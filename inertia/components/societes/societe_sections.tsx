import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Mail, Phone, Plus } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { RecordLink } from '~/components/list/cells'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'
import { mailtoHref } from '~/lib/mailto'
import type { ContactRow } from '~/props/contacts'
import type { OffreRow } from '~/props/offres'
import type { SocieteSection } from '~/props/societes'

/** A section's title with its total ("Contacts 12"), read as "Contacts (12)". */
function CountedTitle({ title, total }: { title: string; total: number }) {
  return (
    <span className="flex items-center gap-2">
      {title}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums dark:bg-white/10 dark:text-slate-200">
        <span className="sr-only">(</span>
        {total}
        <span className="sr-only">)</span>
      </span>
    </span>
  )
}

/** "Voir tout" under a section that lists only its first rows. */
function SeeAll({ href, shown, total, noun, shownWord }: SeeAllProps) {
  if (total <= shown) return null
  return (
    <p className="mt-3 border-t border-slate-100 pt-3 text-sm dark:border-white/10">
      {href ? (
        <Link href={href} className="font-medium text-primary hover:underline">
          Voir les {total} {noun}
        </Link>
      ) : (
        <span className="text-slate-500 dark:text-slate-300">
          {shown} {noun} {shownWord} sur {total}.
        </span>
      )}
    </p>
  )
}
type SeeAllProps = {
  href: string | null
  shown: number
  total: number
  /** "contacts" / "offres", and "affichés" / "affichées" as it agrees. */
  noun: string
  shownWord: string
}

/** What an empty section is for, and its first action when the reader may take it. */
function EmptySection({ text, action }: { text: string; action: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center dark:border-white/15">
      <p className="mx-auto max-w-md text-sm text-slate-600 dark:text-slate-300">{text}</p>
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  )
}

type SectionProps<Row> = {
  section: SocieteSection<Row>
  /** As the offers list: closed offers, and every offer for droit "lecteur", open on their preview. */
  canWrite?: boolean
  /** "Nouveau contact" / "Nouvelle offre" for this company, when the reader may write. */
  createHref: string | null
  /** The list filtered on the company, when it can be (a live company). */
  allHref: string | null
}

/** What a section of the page says: its title, its first action, its empty state and "Voir tout". */
type SectionText = {
  title: string
  /** The header's action ("Nouveau contact") and the empty state's ("Ajouter un contact"). */
  createLabel: string
  emptyAction: string
  emptyText: string
  noun: string
  shownWord: string
}

/** A section of the page: counted title, first action, its rows or what it is for when empty. */
function RecordsSection<Row>({
  text,
  section,
  createHref,
  allHref,
  children,
}: Omit<SectionProps<Row>, 'canWrite'> & { text: SectionText; children: ReactNode }) {
  return (
    <Block
      title={<CountedTitle title={text.title} total={section.total} />}
      actions={
        createHref &&
        section.total > 0 && (
          <Link
            href={createHref}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary/10"
          >
            <Plus className="size-4" aria-hidden="true" /> {text.createLabel}
          </Link>
        )
      }
    >
      {section.total === 0 ? (
        <EmptySection
          text={text.emptyText}
          action={
            createHref && (
              <LinkButton href={createHref}>
                <Plus className="size-4" aria-hidden="true" /> {text.emptyAction}
              </LinkButton>
            )
          }
        />
      ) : (
        children
      )}
      <SeeAll
        href={allHref}
        shown={section.rows.length}
        total={section.total}
        noun={text.noun}
        shownWord={text.shownWord}
      />
    </Block>
  )
}

const CONTACTS_TEXT: SectionText = {
  title: 'Contacts',
  createLabel: 'Nouveau contact',
  emptyAction: 'Ajouter un contact',
  emptyText:
    "Aucun contact dans cette société. Ajoutez-y les personnes avec qui vous êtes en relation : vos échanges avec elles apparaîtront dans l'activité ci-dessous.",
  noun: 'contacts',
  shownWord: 'affichés',
}

const OFFRES_TEXT: SectionText = {
  title: 'Offres',
  createLabel: 'Nouvelle offre',
  emptyAction: 'Créer une offre',
  emptyText:
    'Aucune offre pour cette société. Les offres que vous rédigez pour elle apparaîtront ici avec leur statut : brouillon, publiée ou clôturée.',
  noun: 'offres',
  shownWord: 'affichées',
}

/** "Contacts": name (to their page), fonction, e-mail, téléphone and statut. */
export function SocieteContacts({ section, createHref, allHref }: SectionProps<ContactRow>) {
  return (
    <RecordsSection
      text={CONTACTS_TEXT}
      section={section}
      createHref={createHref}
      allHref={allHref}
    >
      <ul className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
        {section.rows.map((contact) => (
          <li key={contact.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-48">
              <RecordLink
                href={urlFor('contacts.show', { id: contact.id })}
                name={contact.nomComplet}
                className="break-words"
              />
              <p className="text-xs text-slate-500 dark:text-slate-300">
                {contact.fonction ?? 'Fonction non renseignée'}
              </p>
            </div>
            <div className="min-w-0 flex-1 basis-56 space-y-0.5 text-slate-600 dark:text-slate-300">
              <p className="flex min-w-0 items-center gap-2">
                <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="sr-only">E-mail :</span>
                {contact.email ? (
                  <a
                    href={mailtoHref(contact.email)}
                    title={contact.email}
                    className="truncate hover:text-primary hover:underline"
                  >
                    {contact.email}
                  </a>
                ) : (
                  '—'
                )}
              </p>
              <p className="flex items-center gap-2 whitespace-nowrap">
                <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Téléphone :</span>
                {contact.telephone ?? contact.mobile ?? '—'}
              </p>
            </div>
            <StatutBadge statut={contact.statut} />
          </li>
        ))}
      </ul>
    </RecordsSection>
  )
}

/** "Offres": title (to its page), reference, contract, deadline and statut. */
export function SocieteOffres({ section, createHref, allHref, canWrite }: SectionProps<OffreRow>) {
  return (
    <RecordsSection text={OFFRES_TEXT} section={section} createHref={createHref} allHref={allHref}>
      <ul className="-my-2 divide-y divide-slate-100 dark:divide-white/10">
        {section.rows.map((offre) => (
          <li key={offre.id} className="flex items-start gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <Link
                href={urlFor(
                  offre.statut === 'cloturee' || !canWrite ? 'offres.preview' : 'offres.edit',
                  { id: offre.id }
                )}
                prefetch
                className="font-semibold break-words text-slate-900 hover:text-primary dark:text-white"
              >
                {offre.titre}
              </Link>
              <p className="text-xs text-slate-500 dark:text-slate-300">
                {[
                  offre.reference,
                  offre.typeContrat,
                  offre.lieu,
                  offre.dateLimite && `Candidater avant le ${formatDate(offre.dateLimite)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <OffreStatutBadge statut={offre.statut} />
          </li>
        ))}
      </ul>
    </RecordsSection>
  )
}
