import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TexteModele from '#models/texte_modele'
import { CANDIDATE_TEXTES } from '#database/defaults/candidate_textes'

/**
 * Gives an account the « Candidats » templates it does not have yet
 * (database/defaults/candidate_textes.ts): every account starts with them,
 * so the reply to a candidate has its « Réponse négative » from the first
 * refusal. A live template of the same name (any case) is left as it is,
 * so running it again adds nothing.
 */
export async function giveCandidateTextes(userId: number, client?: TransactionClientContract) {
  const query = client ? TexteModele.query({ client }) : TexteModele.query()
  const taken = await query
    .select('texte_modeles.nom')
    .where('texte_modeles.user_id', userId)
    .whereNull('texte_modeles.deleted_at')
  const names = new Set(taken.map((texte) => texte.nom.toLowerCase()))
  const missing = CANDIDATE_TEXTES.filter((texte) => !names.has(texte.nom.toLowerCase()))
  if (missing.length === 0) return
  await TexteModele.createMany(
    missing.map((texte) => ({ ...texte, categorie: 'candidats' as const, partage: false, userId })),
    { client }
  )
}
