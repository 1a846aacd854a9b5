import { useEffect, useState } from 'react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'

/** How often an open page asks for the bell's number (docs/decisions.md: polling, not SSE). */
export const RELANCES_REFRESH_MS = 60_000

/**
 * The bell's numbers (follow-ups due, new applications), kept current while the page stays open: the page's own
 * value first (shared props, new on every visit), then a light request every
 * minute while the tab is visible and when it comes back into view, so a
 * follow-up that falls due, or one changed in another tab or by a background
 * job, shows without a reload.
 */
export function useLiveRelances(fromPage: number, candidaturesFromPage: number | null = null) {
  /* The page's value wins whenever a visit brings a new one (state adjusted while rendering). */
  const [live, setLive] = useState({
    fromPage,
    count: fromPage,
    candidaturesFromPage,
    candidatures: candidaturesFromPage,
  })
  if (live.fromPage !== fromPage || live.candidaturesFromPage !== candidaturesFromPage)
    setLive({ fromPage, count: fromPage, candidaturesFromPage, candidatures: candidaturesFromPage })
  useEffect(() => {
    let cancelled = false
    const refresh = () => {
      if (document.visibilityState !== 'visible') return
      http
        .get<{ count: number; candidatures: number | null }>(urlFor('api.user.relances.count'))
        .then(
          ({ count, candidatures }) =>
            !cancelled && setLive((last) => ({ ...last, count, candidatures }))
        )
        /* A failed refresh keeps the last number: the next visit or tick tries again. */
        .catch(() => {})
    }
    const timer = setInterval(refresh, RELANCES_REFRESH_MS)
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('focus', refresh)
    return () => {
      cancelled = true
      clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('focus', refresh)
    }
  }, [])
  return { relances: live.count, candidatures: live.candidatures ?? 0 }
}
