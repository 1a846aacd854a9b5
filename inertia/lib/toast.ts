import Swal from 'sweetalert2'

/*
| Toasts (docs/product.md §5): top-right, timer bar, no confirm button.
| success/info 3000 ms, warning/error 4000 ms.
*/
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

const DEFAULTS: Record<ToastKind, { text: string; timer: number }> = {
  success: { text: 'Action réussie', timer: 3000 },
  info: { text: 'Information', timer: 3000 },
  warning: { text: 'Attention', timer: 4000 },
  error: { text: 'Une erreur est survenue', timer: 4000 },
}

export function toast(kind: ToastKind, message?: string) {
  const { text, timer } = DEFAULTS[kind]
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
