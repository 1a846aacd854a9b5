import { Badge, type BadgeTone } from '~/components/badge'
import type { SecurityEventKind } from '~/props/security_log'

/*
| How an event reads at a glance: a refusal or a block stands out, a good
| sign-in or a validated account is green, the rest stays neutral.
*/
const TONES: Partial<Record<SecurityEventKind, BadgeTone>> = {
  login_succeeded: 'success',
  email_verified: 'success',
  two_factor_enabled: 'success',
  account_approved: 'success',
  account_reinstated: 'success',
  login_failed: 'warning',
  registration_attempt: 'warning',
  two_factor_failed: 'warning',
  two_factor_disabled: 'warning',
  recovery_code_used: 'warning',
  login_locked: 'danger',
  account_refused: 'danger',
  account_suspended: 'danger',
  account_deleted: 'danger',
}

/** The event's French label (from the server) as a badge of its tone. */
export function EventBadge({ kind, label }: { kind: SecurityEventKind; label: string }) {
  return <Badge tone={TONES[kind] ?? 'neutral'}>{label}</Badge>
}

/** "Firefox sur Linux · 203.0.113.7"; a line written by a command has neither. */
export function eventOrigin({ device, ip }: { device: string | null; ip: string | null }) {
  if (!device && !ip) return 'Ligne de commande'
  return `${device ?? 'Appareil inconnu'} · ${ip ?? 'adresse IP inconnue'}`
}
