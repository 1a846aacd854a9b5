import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Combine, CopyCheck } from 'lucide-react'
import type { DoublonsIndexProps } from '~/props/doublons'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { PageHeading } from '~/components/page_heading'
import { EmptyState } from '~/components/list/empty_state'
import { formatDate } from '~/lib/format'

const TEXT = {
  contacts: {
    title: 'Doublons de contacts',
    subtitle:
      'Les contacts qui partagent une adresse e-mail, un téléphone, ou un nom dans la même société.',
    noun: 'contact',
  },
  societes: {
    title: 'Doublons de sociétés',
    subtitle: 'Les sociétés qui partagent un SIRET ou une raison sociale.',
    noun: 'société',
  },
}

/** Every group of likely duplicates, each pair one click from its merge. */
export default function DoublonsIndex({ kind, groups }: DoublonsIndexProps) {
  const text = TEXT[kind]
  const show = (id: number) =>
    kind === 'contacts' ? urlFor('contacts.show', { id }) : urlFor('societes.show', { id })
  const fusion = (a: number, b: number) =>
    `${kind === 'contacts' ? urlFor('contacts.fusion') : urlFor('societes.fusion')}?a=${a}&b=${b}`
  return (
    <>
      <Head title={text.title} />
      <PageHeading title={text.title} subtitle={text.subtitle} />
      {groups.length === 0 ? (
        <Block>
          <div className="py-10 text-center">
            <EmptyState
              icon={CopyCheck}
              title="Aucun doublon probable"
              text="Rien ne ressemble à un doublon pour le moment : chaque fiche est unique."
            />
          </div>
        </Block>
      ) : (
        <ul className="space-y-4">
          {groups.map((group) => {
            const [first] = group.records
            return (
              <li key={group.records.map((record) => record.id).join('-')}>
                <Block>
                  <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-amber-800 dark:text-amber-200">
                    <CopyCheck className="size-4" aria-hidden="true" />
                    {group.records.length} fiches · {group.reasons.join(', ')}
                  </p>
                  <ul className="divide-y divide-slate-100 dark:divide-white/10">
                    {group.records.map((record) => (
                      <li
                        key={record.id}
                        className="flex flex-wrap items-center justify-between gap-3 py-2.5"
                      >
                        <div className="min-w-0">
                          <Link
                            href={show(record.id)}
                            className="font-semibold text-slate-900 hover:text-primary dark:text-white"
                          >
                            {record.label}
                          </Link>
                          <p className="text-sm break-words text-slate-600 dark:text-slate-300">
                            {record.details || '—'} · créé{kind === 'societes' ? 'e' : ''} le{' '}
                            {formatDate(record.createdAt)}
                          </p>
                        </div>
                        {record.id !== first.id && (
                          <Link
                            href={fusion(first.id, record.id)}
                            className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-primary ring-1 ring-primary/30 hover:bg-primary/10"
                          >
                            <Combine className="size-4" aria-hidden="true" /> Fusionner avec{' '}
                            {first.label}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </Block>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
