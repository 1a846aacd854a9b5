import { useEffect, useState } from 'react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import type { SearchGroup } from '~/props/search'
import { serverQuery } from '~/shell/command_palette_match'

/*
| The command palette's live results: GET /api/user/palette?q= once typing
| pauses for 150 ms, the request of a search typed over cancelled (aborted,
| its answer never shown). Two characters at least, as on /recherche.
*/
const DEBOUNCE_MS = 150

/** One kind's first hits (app/services/dashboards/global_search.ts), text templates included. */
export type PaletteGroup = Omit<SearchGroup, 'key'> & { key: SearchGroup['key'] | 'textes' }

type Answer = { q: string; groups: PaletteGroup[] }

export type LiveResults = {
  /** What the shown groups answer, '' when nothing was searched. */
  q: string
  groups: PaletteGroup[]
  /** A search for the current text is on its way. */
  loading: boolean
  failed: boolean
}

const NOTHING: LiveResults = { q: '', groups: [], loading: false, failed: false }

export function useLiveResults(text: string): LiveResults {
  const q = serverQuery(text)
  /* The last answer, for the text it answers; the previous hits stay until the next arrive. */
  const [answer, setAnswer] = useState<Omit<LiveResults, 'loading'>>(NOTHING)

  useEffect(() => {
    if (!q) return
    const request = new AbortController()
    const timer = setTimeout(() => {
      http
        .get<Answer>(urlFor('api.user.palette', {}, { qs: { q } }), { signal: request.signal })
        .then(({ groups }) => setAnswer({ q, groups, failed: false }))
        .catch(() => {
          if (!request.signal.aborted) setAnswer({ q, groups: [], failed: true })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      request.abort()
    }
  }, [q])

  if (!q) return NOTHING
  const current = answer.q === q
  return { ...answer, loading: !current, failed: current && answer.failed }
}
