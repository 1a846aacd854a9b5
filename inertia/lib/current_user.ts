import { useEffect, useSyncExternalStore } from 'react'
import { usePage } from '@inertiajs/react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import type { CurrentUser } from '~/types'

/*
| The signed-in user as /api/user describes it (docs/product.md §5: fetched when not yet
| loaded), kept for the whole browser session so every page that needs it
| shares one copy. Pages that change the user's access put the server's
| answer back here, never a value of their own.
*/
type State = { user: CurrentUser | null; loading: boolean; failed: boolean }

let state: State = { user: null, loading: false, failed: false }
let pending: Promise<CurrentUser> | null = null
const listeners = new Set<() => void>()

function update(changes: Partial<State>) {
  state = { ...state, ...changes }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The user from /api/user, fetched once (or again with `refresh`); concurrent calls share one request. */
export function loadCurrentUser({ refresh = false } = {}): Promise<CurrentUser> {
  if (state.user && !refresh) return Promise.resolve(state.user)
  if (!pending) {
    update({ loading: true, failed: false })
    pending = http
      .get<CurrentUser>(urlFor('api.user'))
      .then((user) => {
        update({ user, loading: false })
        return user
      })
      .catch((error: unknown) => {
        update({ loading: false, failed: true })
        throw error
      })
      .finally(() => {
        pending = null
      })
  }
  return pending
}

/** The server's answer after a change (e.g. PUT /api/user/role). */
export function setCurrentUser(user: CurrentUser) {
  update({ user, failed: false })
}

/** What the page props and the copy here must agree on. */
const accessKey = (user: CurrentUser | null) =>
  user ? [user.id, user.role, user.droit, user.isStaff].join('|') : ''

/**
 * The current user for a component, loading it when needed. A copy left by
 * another account (signed out and in again without a full page load) is
 * ignored; one whose access no longer matches the page props (changed from
 * another page) is fetched again in the background.
 */
export function useCurrentUser() {
  const snapshot = useSyncExternalStore(subscribe, () => state)
  const signedIn = usePage().props.user
  const current = signedIn && snapshot.user?.id === signedIn.id ? snapshot.user : null
  const outdated = !current || accessKey(current) !== accessKey(signedIn)

  useEffect(() => {
    if (signedIn && outdated && !pending) {
      /* A failure is in the returned state; the http client already handles expired sessions. */
      loadCurrentUser({ refresh: true }).catch(() => undefined)
    }
  }, [signedIn, outdated])

  return { user: current, loading: snapshot.loading, failed: snapshot.failed }
}
