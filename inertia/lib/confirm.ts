import { loadSwal } from '~/lib/sweetalert'

/**
 * The delete confirmation (docs/product.md §5): resolves true only when "Supprimer" is chosen.
 * sweetalert2 loads on first use (lib/sweetalert.ts); if it cannot be loaded, the
 * browser's own confirm dialog asks instead.
 */
export async function confirmDelete(text = 'Confirmer la suppression ?') {
  let Swal
  try {
    Swal = await loadSwal()
  } catch {
    return window.confirm(`Êtes-vous sûr ?\n${text}`)
  }
  const result = await Swal.fire({
    /* Text only (titleText/text): the message can quote a record's name. */
    titleText: 'Êtes-vous sûr ?',
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Supprimer',
    cancelButtonText: 'Annuler',
    confirmButtonColor: '#b91c1c',
    reverseButtons: true,
    focusCancel: true,
  })
  return result.isConfirmed
}
