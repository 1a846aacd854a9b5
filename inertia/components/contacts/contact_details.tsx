import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Building2, Mail, MapPin, Phone, Smartphone } from 'lucide-react'
import { Avatar } from '~/components/avatar'
import { Block } from '~/components/block'
import { RichTextView } from '~/components/rich_text_view'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { OffreStatutBadge } from '~/components/offres/offre_labels'
import { formatDate } from '~/lib/format'
import type { ContactStatut } from '~/props/contacts'
import type { OffreStatut } from '~/props/offres'
import { mailtoHref } from '~/lib/mailto'

type ContactView = {
  civilite: string | null
  prenom: string | null
  nom: string
  nomComplet: string
  fonction: string | null
  statut: ContactStatut
  email: string | null
  telephone: string | null
  mobile: string | null
  ville: string | null
  notes: string | null
  createdAt: string | null
  societe: { id: number; nom: string } | null
}
type OffreView = { id: number; reference: string; titre: string; statut: OffreStatut }

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="text-slate-400" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  )
}

const phoneLink = (phone: string | null) =>
  phone ? (
    <a href={`tel:${phone.replace(/\s/g, '')}`} className="hover:underline">
      {phone}
    </a>
  ) : (
    '—'
  )

/** Initials, name with civilité, fonction and statut: the top of a contact's page. */
export function ContactHeader({ contact }: { contact: ContactView }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar src="" name={`${contact.prenom ?? ''} ${contact.nom}`} size={56} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {contact.civilite ? `${contact.civilite} ` : ''}
          {contact.nomComplet}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {contact.fonction ?? 'Fonction non renseignée'}
          <StatutBadge statut={contact.statut} />
        </p>
      </div>
    </div>
  )
}

type ContactDetailsProps = {
  contact: ContactView
  offres: OffreView[]
  /** Extra first line of the coordinates (e-sidoor shows the owner). */
  extraLine?: { icon: ReactNode; content: ReactNode }
  /** Where the société and the offers link to, when the reader may open them. */
  societeHref?: (id: number) => string
  offreHref?: (id: number) => string
}

/** Coordinates, notes and the offers where the contact is référent (contacts/show and e-sidoor). */
export function ContactDetails({
  contact,
  offres,
  extraLine,
  societeHref,
  offreHref,
}: ContactDetailsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Block title="Coordonnées">
        <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
          {extraLine && <Line icon={extraLine.icon}>{extraLine.content}</Line>}
          <Line icon={<Mail className="size-4" />}>
            {contact.email ? (
              <a href={mailtoHref(contact.email)} className="text-primary hover:underline">
                {contact.email}
              </a>
            ) : (
              '—'
            )}
          </Line>
          <Line icon={<Phone className="size-4" />}>{phoneLink(contact.telephone)}</Line>
          <Line icon={<Smartphone className="size-4" />}>{phoneLink(contact.mobile)}</Line>
          <Line icon={<MapPin className="size-4" />}>{contact.ville ?? '—'}</Line>
          <Line icon={<Building2 className="size-4" />}>
            {contact.societe && societeHref ? (
              <Link
                href={societeHref(contact.societe.id)}
                prefetch
                className="text-primary hover:underline"
              >
                {contact.societe.nom}
              </Link>
            ) : (
              (contact.societe?.nom ?? 'Aucune société')
            )}
          </Line>
        </ul>
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-300">
          Créé le {formatDate(contact.createdAt)}
        </p>
      </Block>

      <div className="space-y-6 lg:col-span-2">
        <Block title="Notes">
          {contact.notes ? (
            <RichTextView html={contact.notes} className="text-sm" />
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-300">Aucune note.</p>
          )}
        </Block>
        <Block title="Offres dont ce contact est le référent">
          {offres.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-300">
              Aucune offre ne désigne ce contact comme référent.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-white/10">
              {offres.map((offre) => (
                <li key={offre.id} className="flex items-center gap-3 py-2.5 text-sm">
                  {offreHref ? (
                    <Link
                      href={offreHref(offre.id)}
                      prefetch
                      className="font-medium text-slate-900 hover:text-primary dark:text-white"
                    >
                      {offre.titre}
                    </Link>
                  ) : (
                    <span className="font-medium text-slate-900 dark:text-white">
                      {offre.titre}
                    </span>
                  )}
                  <OffreStatutBadge statut={offre.statut} />
                  <span className="ml-auto text-xs text-slate-500 dark:text-slate-300">
                    {offre.reference}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </div>
  )
}
