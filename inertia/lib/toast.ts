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
  })
}
