import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { texteSearchText } from '#models/search_text'
import { CANDIDAT_TEXTES } from '#database/defaults/candidat_textes'

/**
 * Gives an account the « Candidats » templates it does not have yet
 * (database/defaults/candidat_textes.ts): every account starts with them,
 * so the reply to a candidate has its « Réponse négative » from the first
 * refusal. A live template of the same name (any case) is left as it is,
 * so running it again adds nothing. One read and one INSERT (no history
 * rows: nobody wrote them), ~1–2 ms: a sign-up of a new address must cost
 * about what one of a known address does (docs/security.md, "Registration
 * reveals nothing"), and one round trip per template cost ~8 ms on PostgreSQL.
 */
export async function giveCandidatTextes(userId: number, client?: TransactionClientContract) {
  const query = client ?? db.connection()
  const taken: { nom: string }[] = await query
    .from('texte_modeles')
    .select('nom')
    .where('user_id', userId)
    .whereNull('deleted_at')
  const names = new Set(taken.map((texte) => texte.nom.toLowerCase()))
  const missing = CANDIDAT_TEXTES.filter((texte) => !names.has(texte.nom.toLowerCase()))
  if (missing.length === 0) return
  const now = DateTime.now().toFormat(query.dialect.dateTimeFormat)
  await query.table('texte_modeles').multiInsert(
    missing.map((texte) => ({
      user_id: userId,
      nom: texte.nom,
      sujet: texte.sujet,
      contenu: texte.contenu,
      categorie: 'candidats',
      partage: false,
      search_text: texteSearchText(texte),
      created_at: now,
      updated_at: now,
    }))
  )
}
