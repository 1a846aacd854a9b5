import type { ReactNode } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Building2, Mail, MapPin, Pencil, Phone, RotateCcw, Smartphone, Trash2 } from 'lucide-react'
import type { ContactShowProps } from '../../../app/transformers/contact_transformer'
import { Avatar } from '~/components/avatar'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { RichTextView } from '~/components/rich_text_view'
import { StatutBadge } from '~/components/contacts/statut_badge'
import { confirmDelete } from '~/lib/confirm'
import { formatDate } from '~/lib/format'

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

type OffreItem = {
  id: number
  reference: string
  titre: string
  statut: string
  societe?: { nom: string } | null
}

export default function ContactShow({ contact, offres, can }: ContactShowProps) {
  const url = `/app/contacts/${contact.id}`
  const items = offres as OffreItem[]
  return (
    <>
      <Head title={contact.nomComplet} />
      {contact.deletedAt && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
        >
          <span>Ce contact est dans la corbeille depuis le {formatDate(contact.deletedAt)}.</span>
          {can.restore && (
            <button
              type="button"
              onClick={() => router.put(`${url}/restore`)}
              className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            >
              <RotateCcw className="size-4" aria-hidden="true" /> Restaurer
            </button>
          )}
        </div>
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
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
        <div className="flex flex-wrap gap-2">
          {can.update && !contact.deletedAt && (
            <LinkButton href={`${url}/edit`}>
              <Pencil className="size-4" aria-hidden="true" /> Modifier
            </LinkButton>
          )}
          {can.delete && !contact.deletedAt && (
            <button
              type="button"
              onClick={async () => {
                if (await confirmDelete(`Mettre « ${contact.nomComplet} » à la corbeille ?`))
                  router.delete(url)
              }}
              className="inline-flex items-center gap-2 rounded-md border border-red-200 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-400/40 dark:text-red-300 dark:hover:bg-red-900/30"
            >
              <Trash2 className="size-4" aria-hidden="true" /> Supprimer
            </button>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Block title="Coordonnées">
          <ul className="space-y-3 text-sm text-slate-700 dark:text-slate-200">
            <Line icon={<Mail className="size-4" />}>
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
                  {contact.email}
                </a>
              ) : (
                '—'
              )}
            </Line>
            <Line icon={<Phone className="size-4" />}>
              {contact.telephone ? (
                <a href={`tel:${contact.telephone.replace(/\s/g, '')}`} className="hover:underline">
                  {contact.telephone}
                </a>
              ) : (
                '—'
              )}
            </Line>
            <Line icon={<Smartphone className="size-4" />}>
              {contact.mobile ? (
                <a href={`tel:${contact.mobile.replace(/\s/g, '')}`} className="hover:underline">
                  {contact.mobile}
                </a>
              ) : (
                '—'
              )}
            </Line>
            <Line icon={<MapPin className="size-4" />}>{contact.ville ?? '—'}</Line>
            <Line icon={<Building2 className="size-4" />}>
              {contact.societe ? (
                <Link
                  href={`/app/company/${contact.societe.id}/edit`}
                  prefetch
                  className="text-primary hover:underline"
                >
                  {contact.societe.nom}
                </Link>
              ) : (
                'Aucune société'
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
            {items.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-300">
                Aucune offre ne désigne ce contact comme référent.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-white/10">
                {items.map((offre) => (
                  <li
                    key={offre.id}
                    className="flex items-center justify-between gap-3 py-2.5 text-sm"
                  >
                    <Link
                      href={`/app/offres/${offre.id}/edit`}
                      prefetch
                      className="font-medium text-slate-900 hover:text-primary dark:text-white"
                    >
                      {offre.titre}
                    </Link>
                    <span className="text-xs text-slate-500 dark:text-slate-300">
                      {offre.reference}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Block>
        </div>
      </div>
    </>
  )
}
