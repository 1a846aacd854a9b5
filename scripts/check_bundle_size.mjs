#!/usr/bin/env node
/*
| JavaScript size budget, run after `node ace build`.
|
| Reads Vite's manifest and adds up the gzip size of the JS each budgeted page
| downloads on first visit: the entry (inertia/app.tsx) and its static imports,
| plus the page's chunk (pages are lazy `import.meta.glob` chunks) and its
| static imports, plus its frame (the layout app.tsx loads with the page). Components that the page itself loads with `import()` while
| rendering (e.g. a chart) are counted too; the other pages the entry can load
| are not. Exits 1 when a page is over its budget.
| Sizes are gzip level 9 (what scripts/precompress.mjs serves), in KB of 1024 bytes.
|
| Usage: node scripts/check_bundle_size.mjs [path/to/manifest.json]
*/
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

const ENTRY = 'inertia/app.tsx'
const KB = 1024

/**
 * Budgets in gzip KB. `lazy: true` also counts the page's own dynamic imports.
 * `entry` replaces inertia/app.tsx: the landing page loaded from the server runs
 * inertia/welcome_boot.ts, which loads the React app only when it is needed
 * (measured on its own line, without a budget, as "once woken").
 */
const BUDGETS = [
  {
    label: 'Landing page (welcome)',
    entry: 'inertia/welcome_boot.ts',
    max: 10,
  },
  {
    label: 'Landing page once woken',
    page: 'inertia/pages/welcome.tsx',
    frame: 'inertia/layouts/welcome.tsx',
    lazy: true,
  },
  {
    label: 'Dashboard',
    page: 'inertia/pages/dashboard.tsx',
    frame: 'inertia/layouts/backend.tsx',
    max: 150,
    lazy: true,
  },
]

/** Chunks worth a line in the report, without a budget of their own. */
const WATCHED = [
  { label: 'Rich text editor (lazy)', src: 'inertia/components/form/rich_text_editor.tsx' },
]

const manifestPath = resolve(process.argv[2] ?? 'build/public/assets/.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(
    `check_bundle_size: no Vite manifest at ${manifestPath}; run "node ace build" first.`
  )
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
/* The manifest sits in <outDir>/.vite/ and its `file` paths are relative to <outDir>. */
const outDir = dirname(dirname(manifestPath))

const sizes = new Map()
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(outDir, file))
    sizes.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    })
  }
  return sizes.get(file)
}

function chunk(key) {
  const found = manifest[key]
  if (!found) throw new Error(`"${key}" is not in the Vite manifest (${manifestPath})`)
  return found
}

/** The JS files of `key` and of everything it imports statically, transitively. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files
  seen.add(key)
  const entry = chunk(key)
  if (entry.file.endsWith('.js')) files.add(entry.file)
  for (const imported of entry.imports ?? []) staticClosure(imported, files, seen)
  return files
}

function measure(files) {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const size = sizeOf(file)
    raw += size.raw
    gzip += size.gzip
  }
  return { count: files.size, raw, gzip }
}

const rows = []
let failed = false

for (const budget of BUDGETS) {
  const files = staticClosure(budget.entry ?? ENTRY)
  if (budget.page) staticClosure(budget.page, files)
  if (budget.frame) staticClosure(budget.frame, files)
  if (budget.lazy) {
    for (const dynamic of chunk(budget.page).dynamicImports ?? []) {
      if (!dynamic.startsWith('inertia/pages/')) staticClosure(dynamic, files)
    }
  }
  const total = measure(files)
  const over = budget.max !== undefined && total.gzip > budget.max * KB
  failed ||= over
  rows.push({
    label: budget.label,
    ...total,
    budget: budget.max === undefined ? '-' : `${budget.max} KB`,
    status: budget.max === undefined ? 'info' : over ? 'OVER' : 'ok',
  })
}

for (const watched of WATCHED) {
  if (!manifest[watched.src]) continue
  const files = new Set([manifest[watched.src].file])
  rows.push({ label: watched.label, ...measure(files), budget: '-', status: 'info' })
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const table = [
  ['JavaScript', 'files', 'raw', 'gzip', 'budget', ''],
  ...rows.map((row) => [
    row.label,
    String(row.count),
    kb(row.raw),
    kb(row.gzip),
    row.budget,
    row.status,
  ]),
]
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)))
const format = (line) =>
  line
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])
    )
    .join('  ')

console.log(format(table[0]))
console.log(widths.map((width) => '-'.repeat(width)).join('  '))
for (const line of table.slice(1)) console.log(format(line))

if (failed) {
  console.error('\ncheck_bundle_size: JavaScript budget exceeded (gzip sizes above).')
  process.exit(1)
}
