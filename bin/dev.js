/*
| `npm run dev`: the web server (`node ace serve --hmr`) and the background
| worker (`node ace queue:work`, restarted when its files change) side by
| side. Ctrl+C stops both; when one of them ends, the other is stopped too.
| Both get the same PORT, the one the server will listen on (bin/dev_port.js):
| the worker's e-mail links then point at it. Run through npm so both get Node 24.
*/
import { spawn } from 'node:child_process'
import { devPort } from './dev_port.js'

const env = { ...process.env, PORT: String(await devPort(new URL('../', import.meta.url))) }

const processes = [
  /* `serve --hmr` ignores SIGTERM: it stops on SIGINT. */
  { name: 'web', args: ['ace', 'serve', '--hmr'], stopWith: 'SIGINT' },
  { name: 'worker', args: ['--watch', 'ace', 'queue:work'], stopWith: 'SIGTERM' },
].map((spec) => {
  const child = spawn(process.execPath, spec.args, { stdio: 'inherit', env })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 0)))
  return { ...spec, child, exited, running: true }
})

let stopping = false

/** Stops the processes still running and ends with `code`. */
async function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const entry of processes) if (entry.running) entry.child.kill(entry.stopWith)
  const forced = setTimeout(() => {
    for (const entry of processes) if (entry.running) entry.child.kill('SIGKILL')
  }, 10_000)
  await Promise.all(processes.map((entry) => entry.exited))
  clearTimeout(forced)
  process.exit(code)
}

for (const entry of processes) {
  entry.exited.then((code) => {
    entry.running = false
    if (!stopping) console.log(`[dev] ${entry.name} stopped (${code}): stopping the others`)
    stopAll(code)
  })
}

/* Ctrl+C reaches every process of the terminal; this one waits for the others to end. */
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0))
