/*
| Shared helpers for the e-mail jobs tests. The suite's queue is `sync`
| (.env.test: a job runs inside the request); these tests fake it to see
| what a request pushes, then run the pushed jobs themselves, or put a real
| worker on the database adapter.
*/
import { setTimeout as sleep } from 'node:timers/promises'
import { SMTPServer } from 'smtp-server'
import type { Group } from '@japa/runner/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { Mailer } from '@adonisjs/mail'
import mail from '@adonisjs/mail/services/main'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import queue from '@adonisjs/queue/services/main'
import { Worker, type drivers } from '@adonisjs/queue'
import type { AdapterFactory, QueueManagerConfig } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'
import { mailRetry } from '#config/queue'
import { freePort } from '#tests/helpers/free_port'
import SendMailJob, { type SendMailPayload } from '#jobs/send_mail_job'
import MailDelivery from '#models/mail_delivery'
import { UserFactory } from '#database/factories/user_factory'
import { ContactFactory } from '#database/factories/contact_factory'

type FakeAdapter = ReturnType<typeof queue.fake>

/** The payloads of the mail jobs pushed on the fake queue. */
export function pushedMails(fake: FakeAdapter) {
  return fake
    .getPushedJobs()
    .filter((record) => record.job.name === 'SendMailJob')
    .map((record) => record.job.payload as SendMailPayload)
}

/**
 * Runs mail jobs as a worker would (retries, backoff, the last failure's
 * hook): the queue goes back to the suite's `sync` adapter and each payload
 * is dispatched there.
 */
export async function runMails(payloads: SendMailPayload[]) {
  queue.restore()
  for (const payload of payloads) await SendMailJob.dispatch(payload)
}

/** Runs the mail jobs pushed on the fake queue. */
export function runPushedMails(fake: FakeAdapter) {
  return runMails(pushedMails(fake))
}

/** The only delivery recorded so far. */
export async function onlyDelivery() {
  const rows = await MailDelivery.all()
  if (rows.length !== 1) throw new Error(`expected one mail delivery, found ${rows.length}`)
  return rows[0]
}

/** Fakes the mailer and the queue: the mails sent and the fake queue. */
export function fakeMailAndQueue() {
  const { mails } = mail.fake()
  return { mails, fake: queue.fake() }
}

/** Each test of `group` ends with the real queue (and, as every test, the real mailer: tests/bootstrap.ts). */
export function mailGroupHooks(group: Group) {
  group.each.teardown(() => queue.restore())
}

/** Replaces `mail.send` for the test (restore with the returned function). */
export function replaceSend(send: (message: Parameters<typeof mail.send>[0]) => Promise<unknown>) {
  const replaced = Object.assign(mail, { send })
  return () => delete (replaced as Partial<typeof replaced>).send
}

/** Polls `check` until it is true, or fails after `timeout` ms. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeout = 10_000) {
  const until = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await sleep(20)
  }
}

/** The queue's configuration as the provider resolves it, `default` overridden. */
async function resolvedQueueConfig(adapter: string) {
  const config = app.config.get<QueueManagerConfig & { adapters: Record<string, unknown> }>('queue')
  const adapters: Record<string, AdapterFactory> = {}
  for (const [name, entry] of Object.entries(config.adapters)) {
    adapters[name] =
      typeof entry === 'function'
        ? (entry as AdapterFactory)
        : await (entry as ReturnType<typeof drivers.sync>).resolver(app)
  }
  return {
    ...config,
    default: adapter,
    adapters,
    autoLoadJobs: false,
    jobFactory: (JobClass: Parameters<NonNullable<QueueManagerConfig['jobFactory']>>[0]) =>
      app.container.make(JobClass),
    logger: await app.container.make('logger'),
  } satisfies QueueManagerConfig
}

/**
 * A real worker in this process on the database adapter (the development
 * default): requests queue their jobs in `queue_jobs` and the worker runs
 * them. `stop` stops it and gives the suite its `sync` queue back.
 */
export async function databaseWorker() {
  const config = await resolvedQueueConfig('database')
  const worker = new Worker({
    ...config,
    /* One job at a time: @boringnode/queue 0.6.0 pauses a worker 5 s after a job that outlasts
       `idleDelay` while a slot is free (docs/decisions.md, "Background jobs"). */
    worker: { concurrency: 1, idleDelay: '20ms', gracefulShutdown: false },
  })
  await worker.init()
  const running = worker.start(['default'])
  return {
    stop: async () => {
      await worker.stop()
      await running
      await queue.init(await resolvedQueueConfig('sync'))
    },
  }
}

type Received = { from?: string; to: string[]; data: string }

/**
 * A local SMTP server on `port` keeping what it receives, down until
 * `start()`, and a mailer of the app's sending to it through the real SMTP
 * transport.
 */
export function smtpServer(port: number) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  const transport = new SMTPTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
  const mailer = new Mailer('smtp', transport, emitter, {
    from: { address: 'no-reply@e-sidoor.fr', name: 'e-sidoor' },
  })
  let listening = false
  return {
    received,
    mailer,
    start: () =>
      new Promise<void>((resolve) => {
        listening = true
        server.listen(port, '127.0.0.1', resolve)
      }),
    close: async () => {
      await mailer.close()
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A local SMTP peer on `port`, down until `start()`, and the app's mailer
 * sending through the real SMTP transport to it.
 */
export function smtpPeer(port: number) {
  const { received, mailer, start, close } = smtpServer(port)
  const restoreSend = replaceSend((message) => mailer.send(message))
  return {
    received,
    start,
    close: async () => {
      restoreSend()
      await close()
    },
  }
}

/** Jobs still in the database queue (pending, delayed or running). */
export async function queuedJobs() {
  const [row] = await db.from('queue_jobs').count('* as total')
  return Number(row.total)
}

/**
 * The SMTP server down, with the real pieces: a local SMTP peer not listening
 * yet (`peer.start()` brings it up), a database-queue worker in this process,
 * and retries after ~100 ms, 300 ms, 900 ms, 2.7 s. Everything is put back by
 * the test's `cleanup`.
 */
export async function smtpOutage(cleanup: (handler: () => void | Promise<void>) => void) {
  const firstDelay = mailRetry.firstDelay
  mailRetry.firstDelay = '100ms'
  cleanup(() => {
    mailRetry.firstDelay = firstDelay
  })
  const peer = smtpPeer(await freePort())
  cleanup(() => peer.close())
  const worker = await databaseWorker()
  cleanup(() => worker.stop())
  return { peer, worker }
}

/** A sender (Paul Rousseau) and a contact of theirs with an e-mail (Camille Roussel). */
export async function senderAndContact() {
  const user = await UserFactory.merge({
    fullName: 'Paul Rousseau',
    email: 'paul@cabinet.fr',
  }).create()
  const contact = await ContactFactory.merge({
    userId: user.id,
    societeId: null,
    prenom: 'Camille',
    nom: 'Roussel',
    email: 'camille@numeria.fr',
  }).create()
  return { user, contact }
}
