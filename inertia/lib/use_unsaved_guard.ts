import { useEffect, useId } from 'react'
import { router } from '@inertiajs/react'
import type { GlobalEvent, PendingVisit } from '@inertiajs/core'
import { confirmLeave } from '~/lib/confirm'

/*
| Leaving a form with unsaved changes asks first (docs/product.md §5): an
| Inertia visit to another page gets the French confirm dialog, closing or
| reloading the tab the browser's own question. Both listeners exist only
| while at least one form of the page is dirty.
|
| What never asks: the form's own submit (not a GET: the server answers, and
| a redirect after saving is followed inside that same request), its
| "Annuler" (allowNextVisit), prefetching on hover, and visits that stay on
| the same page (partial reloads, a list's filters). Other actions sent as
| POST/PUT/DELETE are not held either: a visit stopped here is sent again
| without its callbacks, which such actions (another form's submit) need.
*/
const dirtyForms = new Set<string>()
let passNextVisit = false
let stopGuardingVisits: (() => void) | undefined

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault()
  /* Browsers before the standard (Chrome < 119) look at returnValue instead. */
  event.returnValue = true
}

function leavesPage(url: URL) {
  return url.origin !== window.location.origin || url.pathname !== window.location.pathname
}

/** A stopped visit's options, to start it again once the person agrees (a fresh id and state). */
function optionsOf({
  id: _id,
  url: _url,
  cancelled: _cancelled,
  completed: _completed,
  interrupted: _interrupted,
  ...options
}: PendingVisit) {
  return options
}

function guardVisit(event: GlobalEvent<'before'>) {
  const visit = event.detail.visit
  if (visit.prefetch || visit.method !== 'get' || !leavesPage(visit.url)) return
  if (passNextVisit) {
    passNextVisit = false
    return
  }
  event.preventDefault()
  void confirmLeave().then((leave) => {
    if (!leave) return
    passNextVisit = true
    try {
      router.visit(visit.url, optionsOf(visit))
    } finally {
      passNextVisit = false
    }
  })
}

/** Listens while some form is dirty, and only then. */
function syncListeners() {
  if (dirtyForms.size > 0 && !stopGuardingVisits) {
    stopGuardingVisits = router.on('before', guardVisit)
    window.addEventListener('beforeunload', onBeforeUnload)
  } else if (dirtyForms.size === 0 && stopGuardingVisits) {
    stopGuardingVisits()
    stopGuardingVisits = undefined
    window.removeEventListener('beforeunload', onBeforeUnload)
  }
}

/**
 * The next visit leaves without asking: the form's "Annuler", which means to
 * drop the changes. Only the visit started by this same click (Inertia starts it
 * synchronously); the permission lapses right after.
 */
export function allowNextVisit() {
  passNextVisit = true
  setTimeout(() => (passNextVisit = false))
}

/**
 * Guards a form (Inertia's useForm) while it holds unsaved changes. While it is
 * being saved it does not: a successful save may leave the page by itself.
 */
export function useUnsavedGuard(form: { isDirty: boolean; processing: boolean }) {
  const id = useId()
  const guarded = form.isDirty && !form.processing
  useEffect(() => {
    if (!guarded) return
    dirtyForms.add(id)
    syncListeners()
    return () => {
      dirtyForms.delete(id)
      syncListeners()
    }
  }, [guarded, id])
}
