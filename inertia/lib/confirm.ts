import { loadSwal } from '~/lib/sweetalert'

type Question = {
  title: string
  text: string
  confirm: string
  cancel: string
  /** A red confirm button (a deletion); the theme's colour otherwise. */
  danger?: boolean
}

/**
 * One confirm dialog for every question: resolves true only when the confirm
 * button is chosen. The cancel button has the focus (the safe answer), and
 * closing gives focus back to the element that opened the dialog.
 * sweetalert2 loads on first use (lib/sweetalert.ts); if it cannot be loaded,
 * the browser's own confirm dialog asks instead.
 */
async function ask({ title, text, confirm, cancel, danger = true }: Question) {
  let Swal
  try {
    Swal = await loadSwal()
  } catch {
    return window.confirm(`${title}\n${text}`)
  }
  const result = await Swal.fire({
    /* Text only (titleText/text): the message can quote a record's name. */
    titleText: title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirm,
    cancelButtonText: cancel,
    confirmButtonColor: danger
      ? '#b91c1c'
      : getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() ||
        '#3b5bab',
    reverseButtons: true,
    focusCancel: true,
    returnFocus: true,
  })
  return result.isConfirmed
}

/** The delete confirmation (docs/product.md §5): "Supprimer" or "Annuler". */
export function confirmDelete(text = 'Confirmer la suppression ?') {
  return ask({ title: 'Êtes-vous sûr ?', text, confirm: 'Supprimer', cancel: 'Annuler' })
}

/** Leaving a form with unsaved changes (lib/use_unsaved_guard.ts): "Quitter la page" or stay. */
export function confirmLeave() {
  return ask({
    title: 'Quitter sans enregistrer ?',
    text: 'Vos modifications non enregistrées seront perdues.',
    confirm: 'Quitter la page',
    cancel: 'Rester sur la page',
  })
}

/** A bulk action of a list (components/list/bulk_actions.tsx): its label confirms, "Annuler" stays. */
export function confirmAction({
  title,
  text,
  confirm,
  danger = false,
}: {
  title: string
  text: string
  confirm: string
  danger?: boolean
}) {
  return ask({ title, text, confirm, cancel: 'Annuler', danger })
}
