/*
| Child processes and cleanup for `npm run check:scale`: every process the
| check starts and every folder it makes is registered here, and undone on
| every way out (the end, a failure, Ctrl+C, SIGTERM, a watchdog timeout).
*/
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { openSync, closeSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** Undo steps, run last registered first. */
const cleanups = []
/** Children still running: killed at once if the process exits without cleaning up. */
const running = new Set()
/** Folders removed even on a hard exit. */
const folders = new Set()
let cleaning = null

export function onCleanup(step) {
  cleanups.push(step)
}

export function removeOnExit(folder) {
  folders.add(folder)
}

/** Runs every undo step once (each one bounded and its failure reported, never thrown). */
export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop()
      try {
        await Promise.race([step(), sleep(15_000)])
      } catch (error) {
        console.error(`cleanup: ${error.message}`)
      }
    }
    for (const child of running) child.kill('SIGKILL')
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })()
  return cleaning
}

/** Signals and the watchdog end the check the same way: clean up, then exit. */
export function installExitHandlers(watchdogMs) {
  const stop = async (reason, code) => {
    console.error(`\ncheck:scale stopped: ${reason}; cleaning up…`)
    await cleanup()
    process.exit(code)
  }
  process.once('SIGINT', () => stop('SIGINT', 130))
  process.once('SIGTERM', () => stop('SIGTERM', 143))
  process.once('SIGHUP', () => stop('SIGHUP', 129))
  setTimeout(() => stop(`over ${watchdogMs / 1000} s`, 1), watchdogMs).unref()
  /* Last resort (an exit nobody awaited): nothing may outlive the check. */
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })
}

/**
 * Starts a program with its output in `log` (appended). The child is
 * tracked until it exits; `exited` resolves with its code and signal.
 */
export function start(command, args, { log, env, cwd, uid, gid } = {}) {
  const fd = openSync(log, 'a')
  const child = spawn(command, args, {
    cwd,
    env: env ?? process.env,
    stdio: ['ignore', fd, fd],
    ...(uid === undefined ? {} : { uid, gid }),
  })
  closeSync(fd)
  running.add(child)
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    })
    child.once('error', (error) => {
      running.delete(child)
      resolve({ code: null, signal: null, error })
    })
  })
  return { child, exited, log }
}

/** Sends `signal`, waits up to `ms` for the exit, then kills. Resolves with the exit and its duration. */
export async function stop(process_, signal = 'SIGTERM', ms = 15_000) {
  const started = Date.now()
  if (process_.child.exitCode !== null || process_.child.signalCode !== null) {
    return { ...(await process_.exited), ms: 0 }
  }
  process_.child.kill(signal)
  const timer = setTimeout(() => process_.child.kill('SIGKILL'), ms)
  const exit = await process_.exited
  clearTimeout(timer)
  return { ...exit, ms: Date.now() - started }
}

/**
 * Polls `probe` until it answers true; resolves with the milliseconds waited.
 * Throws after `timeoutMs`, or at once when `failIf` answers a reason.
 */
export async function waitFor(what, probe, { timeoutMs = 30_000, everyMs = 100, failIf } = {}) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const reason = failIf?.()
    if (reason) throw new Error(reason)
    if (await probe().catch(() => false)) return Date.now() - started
    await sleep(everyMs)
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`)
}

/** The last lines of a log, to show why something failed. */
export function tail(log, lines = 15) {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function anyFreePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** `names.length` ports from `base` on when all are free, else ports the system picks. */
export async function pickPorts(names, base) {
  const wanted = names.map((_, index) => base + index)
  const free = await Promise.all(wanted.map(isFree))
  const ports = free.every(Boolean) ? wanted : []
  while (ports.length < names.length) {
    const port = await anyFreePort()
    if (!ports.includes(port)) ports.push(port)
  }
  return Object.fromEntries(names.map((name, index) => [name, ports[index]]))
}
