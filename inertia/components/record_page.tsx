import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Pencil } from 'lucide-react'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'
import { TrashedNotice } from '~/components/record_trash'

/** The records with a page of their own, and how their corbeille banner names them. */
const SUBJECTS = { contacts: 'Ce contact', societes: 'Cette société', textes: 'Ce modèle' }

/**
 * A record page's tab title and, while the record is in the corbeille, the banner saying
 * so ("Ce contact est dans la corbeille…"), with "Restaurer" for those who may.
 */
export function RecordHead({
  resource,
  record,
  title,
  can,
}: {
  resource: keyof typeof SUBJECTS
  record: { id: number; deletedAt: string | null }
  title: string
  /** The page's rights: "Restaurer" for those who may. */
  can: { restore: boolean }
}) {
  return (
    <>
      <Head title={title} />
      {record.deletedAt && (
        <TrashedNotice
          subject={SUBJECTS[resource]}
          deletedAt={record.deletedAt}
          restoreUrl={can.restore && urlFor(`${resource}.restore`, { id: record.id })}
        />
      )}
    </>
  )
}

/** A record page's heading (its name, picture, a line about it) with its buttons on the right. */
export function RecordHeading({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      {children}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  )
}

/** "Modifier", the first button of a record's page. */
export function EditLink({ href }: { href: string }) {
  return (
    <LinkButton href={href}>
      <Pencil className="size-4" aria-hidden="true" /> Modifier
    </LinkButton>
  )
}
