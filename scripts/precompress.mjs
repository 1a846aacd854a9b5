#!/usr/bin/env node
/*
| Pre-compression of the public files, run after `node ace build`.
|
| Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9)
| next to every .js, .css, .svg, .json and .html file of the folder (and its
| sub-folders, dot folders such as Vite's .vite/ excepted). The server
| (app/middleware/compression_middleware.ts) sends these bytes to the clients
| that accept them, so the slow, best compression is paid once per build
| rather than on every request. A variant that would not be smaller (tiny
| files) is not written; an older one is removed.
|
| Usage: node scripts/precompress.mjs [folder]   (default: build/public)
*/
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html'])

/* Below this, a compressed copy saves less than the headers it costs. */
const MIN_SIZE = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ENCODERS = [
  {
    suffix: '.br',
    encode: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', encode: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
]

const root = resolve(process.argv[2] ?? 'build/public')
if (!existsSync(root)) {
  console.error(`precompress: no folder ${root}; run "node ace build" first.`)
  process.exit(1)
}

/* The server-side rendering bundle (inertia/ssr.tsx): read by Node from disk, never sent to a browser. */
const SKIPPED = new Set([join(root, 'assets', 'server')])

/** Every file to compress under `folder`, dot files, dot folders and SKIPPED excepted. */
async function* filesOf(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (SKIPPED.has(path)) continue
    if (entry.isDirectory()) yield* filesOf(path)
    else if (entry.isFile() && EXTENSIONS.has(extname(entry.name).toLowerCase())) yield path
  }
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 }

async function compress(path) {
  const bytes = await readFile(path)
  totals.files++
  totals.raw += bytes.length
  for (const { suffix, encode } of ENCODERS) {
    const target = path + suffix
    const encoded = bytes.length < MIN_SIZE ? null : await encode(bytes)
    if (encoded && encoded.length < bytes.length) {
      await writeFile(target, encoded)
      totals[suffix.slice(1)] += encoded.length
    } else {
      /* Not worth it: no variant (and none left from an earlier run), the file goes as it is. */
      await rm(target, { force: true })
      totals[suffix.slice(1)] += bytes.length
    }
  }
}

const started = Date.now()
const queue = []
for await (const path of filesOf(root)) queue.push(path)
/* Brotli 11 is slow (about 1 s per MB): one file per core at a time. */
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await compress(path)
  })
)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `precompress: ${totals.files} files in ${relative(process.cwd(), root) || '.'}, ` +
    `${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)} (${Date.now() - started} ms)`
)
