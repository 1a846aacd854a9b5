/*
| `--profile`: the server's CPU profile (.cpuprofile of node --cpu-prof),
| summed by self time per function and per package, busiest first.
*/
import { readFileSync } from 'node:fs'

function packageOf(url) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (match) return match[1]
  if (url.startsWith('node:') || url === '') return url || '(native, gc, idle)'
  return '(app)'
}

export function summarise(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const self = new Map(profile.nodes.map((node) => [node.id, 0]))
  for (let i = 0; i < profile.samples.length; i++)
    self.set(profile.samples[i], self.get(profile.samples[i]) + (profile.timeDeltas[i] ?? 0))
  const byFunction = new Map()
  const byPackage = new Map()
  let busy = 0
  for (const node of profile.nodes) {
    const time = self.get(node.id)
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    busy += time
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|build)\//, '')}:${lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + time)
    const pkg = functionName === '(garbage collector)' ? '(gc)' : packageOf(url)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time)
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({
        name,
        'ms': Math.round(time / 1000),
        '%': +((100 * time) / busy).toFixed(1),
      }))
  return { busyMs: Math.round(busy / 1000), functions: rows(byFunction), packages: rows(byPackage) }
}
