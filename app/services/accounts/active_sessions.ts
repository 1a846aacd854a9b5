import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection, type Session } from '@adonisjs/session'
import type User from '#models/user'
import * as SessionEpoch from '#services/accounts/session_epoch'
import { deviceLabel, type Client } from '#services/accounts/device_label'

const DEVICE_KEY = 'device'
/* Last activity is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60_000

type Device = { label: string; ip: string; seenAt: number }

export type ActiveSession = { label: string; ip: string; lastActiveAt: string; current: boolean }

async function collection() {
  return app.container.make(SessionCollection)
}

/*
| The signed-in sessions of a user, kept on the server (database or Redis
| store): each is tagged with its user and describes its device, so the
| profile can list them and every copy of one can be ended.
*/

/** A session that has just signed in (login, registration, remember-me, installation). */
export async function open(session: Session, user: User, client: Client) {
  SessionEpoch.remember(session, user)
  describe(session, client)
  const sessions = await collection()
  await sessions.tag(session.sessionId, String(user.id))
}

/**
 * On every signed-in request: a session restored without a login (by a
 * remember-me token) is opened here; the others keep their last activity
 * fresh (at most one session write a minute).
 */
export async function keep(session: Session, user: User, client: Client) {
  const device = session.get(DEVICE_KEY) as Device | undefined
  if (!device) return open(session, user, client)
  if (Date.now() - device.seenAt > TOUCH_EVERY_MS) describe(session, client)
}

export async function list(session: Session, user: User): Promise<ActiveSession[]> {
  const sessions = await collection()
  const tagged = await sessions.tagged(String(user.id))
  return tagged
    .map(({ id, data }) => ({ id, device: data[DEVICE_KEY] as Device | undefined }))
    .filter((entry): entry is { id: string; device: Device } => !!entry.device)
    .sort((a, b) => b.device.seenAt - a.device.seenAt)
    .map(({ id, device }) => ({
      label: device.label,
      ip: device.ip,
      lastActiveAt: new Date(device.seenAt).toISOString(),
      current: id === session.sessionId,
    }))
}

/** Ends every session of the user but this one. */
export async function endOthers(session: Session, user: User) {
  await end(user, session.sessionId)
}

/**
 * This device stays signed in, no other can: every other session ends, and
 * so do the remember-me tokens and any session the store could not list (a
 * new epoch, which this session takes at once).
 */
export async function signOutOthers(session: Session, user: User) {
  await endOthers(session, user)
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  user.rotateSessionEpoch()
  await user.save()
  SessionEpoch.remember(session, user)
}

/** Ends every session of the user (password reset, account deletion). */
export async function endAll(user: User) {
  await end(user)
}

async function end(user: User, spared?: string) {
  const sessions = await collection()
  for (const { id } of await sessions.tagged(String(user.id))) {
    if (id !== spared) await sessions.destroy(id)
  }
}

function describe(session: Session, client: Client) {
  const device: Device = {
    label: deviceLabel(client.userAgent),
    ip: client.ip,
    seenAt: Date.now(),
  }
  session.put(DEVICE_KEY, device)
}
