import { spawn } from 'node:child_process'

/*
| Polls a server's /health/live back to back from a process of its own, as
| a load balancer would: what it measures is the server, not the test
| process busy sending the load. Its first answer (a fresh connection, code
| not yet compiled) is a warm-up and not counted.
*/
const PROBE = `
const url = process.argv.at(-1)
const latencies = []
let running = true
process.stdin.on('end', () => (running = false)).resume()
await fetch(url).then((response) => response.text())
process.stdout.write('ready\\n')
while (running) {
  const started = performance.now()
  await fetch(url).then((response) => response.text())
  latencies.push(performance.now() - started)
  await new Promise((resolve) => setImmediate(resolve))
}
process.stdout.write(JSON.stringify(latencies))
`

/** Starts polling `${baseUrl}/health/live`; `stop()` gives every answer's time (ms). */
export async function startHealthProbe(baseUrl: string) {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', PROBE, `${baseUrl}/health/live`],
    { stdio: ['pipe', 'pipe', 'pipe'] }
  )
  let output = ''
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.startsWith('ready\n')) resolve()
    })
    child.once('exit', () => reject(new Error(`health probe exited: ${errors}`)))
  })
  return {
    stop: () =>
      new Promise<number[]>((resolve, reject) => {
        child.once('exit', (code) => {
          if (code === 0) resolve(JSON.parse(output.slice('ready\n'.length)) as number[])
          else reject(new Error(`health probe failed: ${errors}`))
        })
        child.stdin.end()
      }),
  }
}
