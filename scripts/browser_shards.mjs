// Splits the browser specs that run against the build into shards of about the same time,
// from the time each spec took in a recent run (tests/browser/spec_times.tsv): the longest
// spec first, each to the shard with the least time so far. A spec missing from the file
// (a new one) counts as the average. scripts/test_browser.sh calls it.
//
//   node scripts/browser_shards.mjs 2/3 spec.ts spec.ts …   the specs of shard 2 of 3, one a line
//   node scripts/browser_shards.mjs --record run.log …      rewrites the times from the spec
//                                                           reporter's output of runs
import { readFileSync, writeFileSync, existsSync } from 'node:fs'

const TIMES = new URL('../tests/browser/spec_times.tsv', import.meta.url)

/** Seconds a test took, from the spec reporter's "(1.2s)", "(340ms)", "(1m 5s)". */
function seconds(text) {
  let total = 0
  for (const [, value, unit] of text.matchAll(/([\d.]+)(ms|m|s)\b/g)) {
    total += Number(value) / (unit === 'ms' ? 1000 : unit === 'm' ? 1 / 60 : 1)
  }
  return total
}

function record(logs) {
  const times = new Map()
  for (const log of logs) {
    let spec = null
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '')
      const group = plain.match(/^browser \/ .*\((tests\/browser\/.+\.spec\.ts)\)$/)
      if (group) spec = group[1]
      const test = plain.match(/^\s+[✔✖].*\(([^()]+)\)$/)
      if (spec && test) times.set(spec, (times.get(spec) ?? 0) + seconds(test[1]))
    }
  }
  const rows = [...times].sort(([a], [b]) => a.localeCompare(b))
  writeFileSync(
    TIMES,
    '# spec\tseconds in a recent run (scripts/browser_shards.mjs --record)\n' +
      rows.map(([spec, time]) => `${spec}\t${time.toFixed(1)}`).join('\n') +
      '\n'
  )
  console.log(`${rows.length} specs recorded in tests/browser/spec_times.tsv`)
}

function shard(which, specs) {
  const [index, count] = which.split('/').map(Number)
  const known = new Map()
  if (existsSync(TIMES)) {
    for (const line of readFileSync(TIMES, 'utf8').split('\n')) {
      const [spec, time] = line.split('\t')
      if (spec && !spec.startsWith('#') && time) known.set(spec, Number(time))
    }
  }
  const average = known.size ? [...known.values()].reduce((a, b) => a + b, 0) / known.size : 1
  const timed = specs.map((spec) => ({ spec, time: known.get(spec) ?? average }))
  timed.sort((a, b) => b.time - a.time || a.spec.localeCompare(b.spec))
  const shards = Array.from({ length: count }, () => ({ time: 0, specs: [] }))
  for (const { spec, time } of timed) {
    const lightest = shards.reduce((min, s) => (s.time < min.time ? s : min))
    lightest.time += time
    lightest.specs.push(spec)
  }
  console.log(shards[index - 1].specs.sort().join('\n'))
}

const [first, ...rest] = process.argv.slice(2)
if (first === '--record') record(rest)
else shard(first, rest)
