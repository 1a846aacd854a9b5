import { createInflateRaw } from 'node:zlib'
import { StringDecoder } from 'node:string_decoder'

/*
| A zip archive held in memory (an uploaded .xlsx), read within limits: the
| central directory is read from the buffer (at most `maxEntries` entries),
| and a part is inflated as a stream whose output is counted and stopped at
| `maxEntryBytes` (or when all the parts read so far pass `maxTotalBytes`),
| whatever size its headers declare. Nothing is written anywhere: the text
| goes to a sink chunk by chunk.
*/

export type ArchiveLimits = { maxEntryBytes: number; maxTotalBytes: number; maxEntries: number }

/** The limit a spreadsheet crossed, or 'unreadable' for a file that is not one. */
export type XlsxLimit = 'unreadable' | 'inflated' | 'entries' | 'sharedStrings' | 'columns' | 'cell'

export class XlsxLimitError extends Error {
  constructor(readonly limit: XlsxLimit) {
    super(`xlsx: ${limit}`)
  }
}

type Entry = { method: number; flags: number; compressedSize: number; size: number; offset: number }

const u16 = (bytes: Buffer, at: number) => bytes.readUInt16LE(at)
const u32 = (bytes: Buffer, at: number) => bytes.readUInt32LE(at)
const partName = (name: string) => name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase()

/** Zip64 sizes and offset, from the entry's extra field, where the 32-bit ones are saturated. */
function zip64(entry: Entry, extra: Buffer) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + u16(extra, at + 2)) {
    if (u16(extra, at) !== 0x0001) continue
    let field = at + 4
    const next = () => {
      if (field + 8 > extra.length) throw new XlsxLimitError('unreadable')
      const value = Number(extra.readBigUInt64LE(field))
      field += 8
      return value
    }
    if (entry.size === 0xffffffff) entry.size = next()
    if (entry.compressedSize === 0xffffffff) entry.compressedSize = next()
    if (entry.offset === 0xffffffff) entry.offset = next()
  }
}

/** The entries of the zip's central directory, by lower-case part name. */
function centralDirectory(bytes: Buffer, limits: ArchiveLimits) {
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new XlsxLimitError('unreadable')
  const count = u16(bytes, end + 10)
  if (count > limits.maxEntries) throw new XlsxLimitError('entries')
  const entries = new Map<string, Entry>()
  let at = u32(bytes, end + 16)
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || u32(bytes, at) !== 0x02014b50) throw new XlsxLimitError('unreadable')
    const nameLength = u16(bytes, at + 28)
    const extraLength = u16(bytes, at + 30)
    const entry: Entry = {
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      offset: u32(bytes, at + 42),
    }
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength)
    zip64(entry, bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength))
    entries.set(partName(name), entry)
    at += 46 + nameLength + extraLength + u16(bytes, at + 32)
  }
  return entries
}

/** Reads the parts of one archive, counting what all of them inflate to. */
export class ZipArchive {
  #inflated = 0
  readonly #entries: Map<string, Entry>

  constructor(
    readonly bytes: Buffer,
    readonly limits: ArchiveLimits,
    readonly checkTime: () => void
  ) {
    this.#entries = centralDirectory(bytes, limits)
  }

  has(name: string) {
    return this.#entries.has(partName(name))
  }

  /** The part's text, handed to `sink` chunk by chunk as it inflates. */
  async stream(name: string, sink: (text: string) => void) {
    const entry = this.#entries.get(partName(name))
    if (!entry) throw new XlsxLimitError('unreadable')
    const { bytes, limits } = this
    if (entry.size > limits.maxEntryBytes) throw new XlsxLimitError('inflated')
    if (this.#inflated + entry.size > limits.maxTotalBytes) throw new XlsxLimitError('inflated')
    /* Bit 0: encrypted; only "stored" and "deflated" are read. */
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) {
      throw new XlsxLimitError('unreadable')
    }
    const header = entry.offset
    if (header + 30 > bytes.length || u32(bytes, header) !== 0x04034b50) {
      throw new XlsxLimitError('unreadable')
    }
    const start = header + 30 + u16(bytes, header + 26) + u16(bytes, header + 28)
    if (start + entry.compressedSize > bytes.length) throw new XlsxLimitError('unreadable')
    const data = bytes.subarray(start, start + entry.compressedSize)

    const decoder = new StringDecoder('utf8')
    let size = 0
    const take = (chunk: Buffer) => {
      size += chunk.length
      this.#inflated += chunk.length
      if (size > limits.maxEntryBytes || this.#inflated > limits.maxTotalBytes) {
        throw new XlsxLimitError('inflated')
      }
      this.checkTime()
      sink(decoder.write(chunk))
    }
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += 64 * 1024) take(data.subarray(at, at + 64 * 1024))
    } else {
      const inflater = createInflateRaw({ chunkSize: 64 * 1024 })
      inflater.end(data)
      try {
        for await (const chunk of inflater) take(chunk as Buffer)
      } finally {
        inflater.destroy()
      }
    }
    sink(decoder.end())
  }
}
