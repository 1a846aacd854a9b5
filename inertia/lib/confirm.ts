import Swal from 'sweetalert2'

/** The delete confirmation (docs/product.md §5): resolves true only when "Supprimer" is chosen. */
export async function confirmDelete(text = 'Confirmer la suppression ?') {
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
