import { formatDateTime } from '~/lib/format'

/** A moment as people read it ("12/03/2025 à 14:05"), machine-readable in its `dateTime`. */
export function DateTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} className={className}>
      {formatDateTime(at)}
    </time>
  )
}
