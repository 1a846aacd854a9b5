import type { AccessAudit } from '~/props/esidoor'
import { droitLabel, roleLabel, staffLabel } from '~/components/esidoor/access_labels'
import { formatDateTime } from '~/lib/format'

/** "Accès : pro → esi" for each value that changed. */
function changesOf({ before, after }: AccessAudit) {
  const lines: string[] = []
  if (before.role !== after.role)
    lines.push(`Accès : ${roleLabel(before.role)} → ${roleLabel(after.role)}`)
  if (before.droit !== after.droit)
    lines.push(`Rôle : ${droitLabel(before.droit)} → ${droitLabel(after.droit)}`)
  if (before.isStaff !== after.isStaff)
    lines.push(`Staff : ${staffLabel(before.isStaff)} → ${staffLabel(after.isStaff)}`)
  return lines
}

/** A user's access changes, newest first. */
export function AuditList({ audits, userId }: { audits: AccessAudit[]; userId: number }) {
  if (audits.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Aucune modification des accès enregistrée.
      </p>
    )
  }
  return (
    <ol className="divide-y divide-slate-100 dark:divide-white/10">
      {audits.map((audit) => (
        <li key={audit.id} className="py-3 first:pt-0 last:pb-0">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatDateTime(audit.createdAt)} ·{' '}
            {audit.actor === null
              ? 'ligne de commande ou compte supprimé'
              : audit.actor.id === userId
                ? "par l'utilisateur (Test accès)"
                : `par ${audit.actor.name}`}
          </p>
          <ul className="mt-1 text-sm text-slate-800 dark:text-slate-100">
            {changesOf(audit).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
