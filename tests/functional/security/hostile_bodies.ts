/*
| Bodies built to cost the parser as much as their bytes allow (attack round
| 4, finding 3), for body_shape.spec.ts and body_shape_load.spec.ts: many
| keys, deep nesting, long arrays, as JSON and as forms, at the sizes of the
| finding (60,000 keys in ~700 KB).
*/
export type BodyKind = 'json' | 'form'
export type Hostile = { name: string; kind: BodyKind; body: Buffer }

export const CONTENT_TYPES: Record<BodyKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
}

const list = (count: number, item: (index: number) => string, separator: string) =>
  Array.from({ length: count }, (_, index) => item(index)).join(separator)

const BUILDERS: Record<string, Record<BodyKind, () => string>> = {
  'many keys': {
    json: () => `{${list(60_000, (index) => `"k${index}":0`, ',')}}`,
    form: () => list(60_000, (index) => `k${index}=0`, '&'),
  },
  'deep nesting': {
    json: () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    form: () => `a${'[a]'.repeat(50_000)}=0`,
  },
  'a long array': {
    json: () => `{"ids":[${list(300_000, () => '0', ',')}]}`,
    form: () => list(100_000, () => 'ids[]=0', '&'),
  },
}

/** Every hostile body, each kind, whole (up to ~800 KB: under the signed-in 1 MB). */
export const HOSTILE: Hostile[] = Object.entries(BUILDERS).flatMap(([shape, kinds]) =>
  (['json', 'form'] as const).map((kind) => ({
    name: `${kind}: ${shape}`,
    kind,
    body: Buffer.from(kinds[kind]()),
  }))
)

/** The same bodies cut to `bytes` (what an anonymous route reads): still far over the counts. */
export function cut(hostile: Hostile, bytes: number): Hostile {
  return { ...hostile, body: hostile.body.subarray(0, bytes) }
}
