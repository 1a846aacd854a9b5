/*
| The services of `npm run check:scale`, each the check's own, in its temp
| folder and on its own port, so nothing of the machine is touched (its
| PostgreSQL and Redis may be serving other runs): a PostgreSQL cluster, a
| Redis with an append-only file (what production should run: sessions and
| queued jobs survive a restart), an SMTP peer that counts what it receives.
*/
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { onCleanup, start, stop, tail, waitFor } from './procs.mjs'

/** The newest PostgreSQL of Debian's packages (/usr/lib/postgresql/<version>/bin). */
function postgresBin() {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')))
  if (!found)
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)'
    )
  return found
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function postgresOwner() {
  if (process.getuid?.() !== 0) return {}
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'))
  if (!line) throw new Error('running as root, but there is no `postgres` user to own the cluster')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

export async function queryPostgres(port, database, sql, values = []) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** A cluster of its own (initdb in `root`), started as a child; restart = fast shutdown, then start. */
export async function postgresServer(root, port) {
  const bin = postgresBin()
  const data = join(root, 'pg')
  const owner = postgresOwner()
  mkdirSync(data, { mode: 0o700 })
  if (owner.uid !== undefined) chownSync(data, owner.uid, owner.gid)
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
    { cwd: data, encoding: 'utf8', ...owner }
  )
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`)

  const log = join(root, 'postgres.log')
  const args = ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1']
  args.push('-c', `unix_socket_directories=${data}`, '-c', 'max_connections=100')
  let server
  const launch = async () => {
    server = start(join(bin, 'postgres'), args, {
      log,
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
      ...owner,
    })
    const current = server
    return waitFor(
      'PostgreSQL',
      async () => (await queryPostgres(port, 'postgres', 'select 1')).length === 1,
      { failIf: () => current.child.exitCode !== null && `PostgreSQL exited:\n${tail(log)}` }
    )
  }
  await launch()
  /* SIGINT is PostgreSQL's fast shutdown: open sessions are ended, then a checkpoint. */
  onCleanup(() => stop(server, 'SIGINT', 10_000))
  return {
    port,
    log,
    async restart(outageMs = 0) {
      const down = await stop(server, 'SIGINT', 20_000)
      await sleep(outageMs)
      const up = await launch()
      return { downMs: down.ms, upMs: up }
    },
  }
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const done = (answer) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')))
  })
}

/** A Redis of its own, persisted to an append-only file in `root` (written on shutdown too). */
export async function redisServer(root, port) {
  const dir = join(root, 'redis')
  mkdirSync(dir)
  const log = join(root, 'redis.log')
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no']
  args.push('--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '')
  args.push('--maxmemory-policy', 'noeviction')
  let server
  const launch = async () => {
    server = start('redis-server', args, { log })
    const current = server
    return waitFor('Redis', () => redisPing(port), {
      failIf: () => current.child.exitCode !== null && `Redis exited:\n${tail(log)}`,
    })
  }
  await launch()
  onCleanup(() => stop(server, 'SIGTERM', 10_000))
  return {
    port,
    log,
    /** SIGTERM: Redis writes its append-only file and exits; started again on the same folder. */
    async restart(outageMs = 0) {
      const down = await stop(server, 'SIGTERM', 20_000)
      await sleep(outageMs)
      const up = await launch()
      return { downMs: down.ms, upMs: up }
    },
  }
}

/** An SMTP server on loopback that keeps, for each message, its recipients and subject. */
export async function smtpPeer(port) {
  const messages = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('utf8')
      })
      stream.on('end', () => {
        messages.push({
          at: Date.now(),
          to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? '',
        })
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  onCleanup(() => new Promise((resolve) => server.close(resolve)))
  return { port, messages }
}
