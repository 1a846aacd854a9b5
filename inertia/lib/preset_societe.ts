import { usePage } from '@inertiajs/react'

/**
 * The company a "Nouveau contact" or "Nouvelle offre" form starts with: the
 * `?societe=<id>` of its address (the société page's buttons), when that id
 * is one of the form's choices (the caller's live companies); else none.
 */
export function usePresetSociete(societes: { id: number }[]) {
  const { url } = usePage()
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const wanted = Number(new URLSearchParams(query).get('societe'))
  return societes.some((societe) => societe.id === wanted) ? wanted : null
}
