import { router } from '@inertiajs/react'
import type { FlashMessages } from '~/types'
import { installToastRegions, toast, type ToastKind } from '~/lib/toast'

const KINDS: ToastKind[] = ['success', 'error', 'warning', 'info']

/** Server flash messages (first load and after each redirect) appear as toasts. */
export function installFlashToasts() {
  installToastRegions()
  router.on('flash', (event) => {
    const flash = event.detail.flash as FlashMessages
    for (const kind of KINDS) {
      const message = flash[kind]
      if (message) toast(kind, message)
    }
  })
}
