import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Badge } from '~/components/badge'
import { ONE_LINE } from '~/components/list/data_table'

/**
 * A record's name in bold, linking to its page (a list's row, a line of a section);
 * `oneLine` keeps it on one line in a table, the whole name in its tooltip.
 */
export function RecordLink({
  href,
  name,
  oneLine = false,
  className = '',
}: {
  href: string
  name: string
  oneLine?: boolean
  className?: string
}) {
  return (
    <Link
      href={href}
      prefetch
      title={oneLine ? name : undefined}
      className={`font-semibold text-slate-900 hover:text-primary dark:text-white ${oneLine ? ONE_LINE : ''} ${className}`}
    >
      {name}
    </Link>
  )
}

/**
 * A list row's title cell: the record's name as a link to its page, "Corbeille" when it is
 * trashed, then the grey lines under it (`children`). With `badges` of its own (a
 * template's "Partagé") the first line may wrap on a phone.
 */
export function TitleCell({
  href,
  title,
  deletedAt,
  badges,
  children,
}: {
  href: string
  title: string
  deletedAt: string | null
  badges?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="min-w-0">
      <div className={`flex items-center gap-2${badges === undefined ? '' : ' max-sm:flex-wrap'}`}>
        <RecordLink href={href} name={title} oneLine className="min-w-0" />
        {badges}
        {deletedAt && <Badge tone="warning">Corbeille</Badge>}
      </div>
      {children}
    </div>
  )
}

/** A cell's link to another record (a contact's société), on one line. */
export function CellLink({ href, text }: { href: string; text: string }) {
  return (
    <Link
      href={href}
      prefetch
      title={text}
      className={`hover:text-primary hover:underline ${ONE_LINE}`}
    >
      {text}
    </Link>
  )
}

/** A cell's text on one line, the whole of it in the tooltip; "—" without one. */
export function OneLine({ text }: { text: string | null | undefined }) {
  return text ? (
    <span title={text} className={ONE_LINE}>
      {text}
    </span>
  ) : (
    '—'
  )
}

/**
 * A grey line under a row's title, shown only while the list is narrower than 48rem:
 * the value of a column left out there.
 */
export function NarrowLine({ text }: { text: string | null | undefined }) {
  return text ? (
    <p
      title={text}
      className="hidden truncate text-xs text-slate-500 sm:@max-3xl:block dark:text-slate-300"
    >
      {text}
    </p>
  ) : null
}
