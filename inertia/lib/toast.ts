import type { SweetAlertResult } from 'sweetalert2'
import { loadSwal } from '~/lib/sweetalert'

/*
| Toasts (docs/product.md §5): top-right, timer bar, no confirm button.
| success/info 3000 ms, warning/error 4000 ms.
| sweetalert2 loads on the first toast (lib/sweetalert.ts).
*/
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

const DEFAULTS: Record<ToastKind, { text: string; timer: number }> = {
  success: { text: 'Action réussie', timer: 3000 },
  info: { text: 'Information', timer: 3000 },
  warning: { text: 'Attention', timer: 4000 },
  error: { text: 'Une erreur est survenue', timer: 4000 },
}

/* A failure interrupts the screen reader; a confirmation waits for a pause. */
const POLITENESS: Record<ToastKind, 'polite' | 'assertive'> = {
  success: 'polite',
  info: 'polite',
  warning: 'assertive',
  error: 'assertive',
}

/**
 * The live region a toast is drawn in. Screen readers announce what is added
 * to a region that already exists, and often miss one inserted together with
 * its text (as sweetalert2's own popup is): the regions stay in the page from
 * start-up (installToastRegions) and each toast is added inside one.
 */
function liveRegion(politeness: 'polite' | 'assertive') {
  const id = `toast-region-${politeness}`
  let region = document.getElementById(id)
  if (!region) {
    region = document.createElement('div')
    region.id = id
    region.setAttribute('aria-live', politeness)
    document.body.append(region)
  }
  return region
}

/** Puts both live regions in the page before any toast needs them (called at start-up). */
export function installToastRegions() {
  if (typeof document === 'undefined') return
  liveRegion('polite')
  liveRegion('assertive')
}

/** Resolves when the toast closes; `undefined` if sweetalert2 could not be loaded. */
export async function toast(
  kind: ToastKind,
  message?: string
): Promise<SweetAlertResult | undefined> {
  const { text, timer } = DEFAULTS[kind]
  let Swal
  try {
    Swal = await loadSwal()
  } catch (error) {
    /* Callers fire and forget: a toast that cannot load must not become an unhandled rejection. */
    console.error('Toast indisponible :', error)
    return undefined
  }
  return Swal.fire({
    toast: true,
    position: 'top-end',
    icon: kind,
    /* titleText, never title/html: a message can echo user data and must stay text. */
    titleText: message || text,
    timer,
    timerProgressBar: true,
    showConfirmButton: false,
    target: liveRegion(POLITENESS[kind]),
    didRender: (popup) => {
      /* The region speaks; the popup's own role="alert" would say it a second time. */
      popup.removeAttribute('role')
      popup.removeAttribute('aria-live')
      /* The icon's "!" or "i" glyph is decoration, not words to read out. */
      popup.querySelector('.swal2-icon')?.setAttribute('aria-hidden', 'true')
    },
  })
}
