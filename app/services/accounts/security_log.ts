import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import SecurityEvent, { type SecurityEventKind } from '#models/security_event'
import { deviceLabel, type Client } from '#services/accounts/device_label'

/** Where a request came from, as the log keeps it. */
export type Origin = { ip: string | null; device: string | null }

/** How long the log keeps a line (`npm run ace -- security:purge`). */
export const SECURITY_LOG_RETENTION_MONTHS = 12

type Entry = {
  /** The account the line is about (null: an address that has no account). */
  userId?: number | null
  /** Its address, or the one typed in a failed sign-in (never a password). */
  email?: string | null
  /** The admin who acted on someone else's account. */
  actorId?: number | null
  /** A short French context (a reason, "esi / admin → pro / —"); never a secret. */
  details?: string | null
  /** Write inside this transaction (the change and its line land together). */
  client?: TransactionClientContract
}

/*
| The one way to write the security log. Callers pass the request's origin
| (originFrom; controllers: originOf in app/controllers/support/request_origin.ts)
| so a background change (a command) has none; nothing here reads a body, a
| password or a token.
*/
/** What the log keeps of a client: its address and its device's label, cut to the columns. */
export function originFrom(client: Client): Origin {
  return {
    ip: client.ip.slice(0, 45),
    device: deviceLabel(client.userAgent).slice(0, 80),
  }
}

export async function record(kind: SecurityEventKind, origin: Origin | null, entry: Entry = {}) {
  const event = new SecurityEvent()
  event.fill({
    kind,
    userId: entry.userId ?? null,
    email: entry.email?.slice(0, 254) ?? null,
    actorId: entry.actorId ?? null,
    details: entry.details?.slice(0, 500) ?? null,
    ip: origin?.ip ?? null,
    device: origin?.device ?? null,
  })
  if (entry.client) event.useTransaction(entry.client)
  await event.save()
  return event
}

/** Deletes the lines older than the retention; returns how many went. */
export async function purge(now = DateTime.now()) {
  const limit = now.minus({ months: SECURITY_LOG_RETENTION_MONTHS })
  const stamp = limit.toFormat(db.connection().dialect.dateTimeFormat)
  const deleted = await SecurityEvent.query().where('created_at', '<', stamp).delete()
  return Number(Array.isArray(deleted) ? deleted[0] : deleted)
}
