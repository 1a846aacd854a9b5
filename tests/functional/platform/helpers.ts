/*
| Shared helpers for the platform functional tests.
*/
import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { RawAnswer } from '#tests/helpers/raw_upload'

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * The answer exactly as sent on the wire: read with node:http, which never
 * decompresses (superagent, the api client, and fetch do on their own).
 */
export function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawResponse>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: process.env.HOST, port: process.env.PORT, path, method, headers },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The French message of a refused upload's JSON answer. */
export function messageOf(answer: RawAnswer) {
  const body = JSON.parse(answer.text) as { message?: string; errors?: { message: string }[] }
  return body.errors?.[0]?.message ?? body.message
}

/** Resolves once `condition` holds, checked every 10 ms; throws after `ms`. */
export async function until(condition: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await sleep(10)
  }
}

/**
 * Three sociétés of `user` inserted in one transaction that commits;
 * `beforeCommit` runs inside it, after the inserts.
 */
export async function insertThreeSocietes(user: User, beforeCommit?: () => Promise<void>) {
  await db.transaction(async (trx) => {
    for (const nom of ['Un', 'Deux', 'Trois'])
      await trx.table('societes').insert({
        user_id: user.id,
        nom,
        pays: 'France',
        created_at: new Date(),
      })
    await beforeCommit?.()
  })
}

/** An update of `user`'s sociétés in a transaction that rolls back. */
export async function rolledBackUpdate(user: User) {
  await db
    .transaction(async (trx) => {
      await trx.from('societes').where('user_id', user.id).update({ ville: 'Nantes' })
      throw new Error('rollback')
    })
    .catch(() => {})
}
