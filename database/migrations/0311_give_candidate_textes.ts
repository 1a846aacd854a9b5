import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { CANDIDAT_TEXTES } from '#database/defaults/candidat_textes'
import { texteSearchText } from '#models/search_text'

/*
| Every account that existed before the « Candidats » templates gets the
| three of database/defaults/candidat_textes.ts, as a new account does.
| Idempotent, on SQLite and PostgreSQL alike: an account whose live template
| already bears one of those names (any case, as the unique index reads it)
| gets no second one. When that template is still a « Contacts » one, it is
| the one the old reply box was told to find (« Réponse négative »), filled
| with the candidate's name through `{{contact.*}}`: it becomes a
| « Candidats » template and its `{{contact.prenom}}`/`{{contact.nom}}` read
| `{{candidat.…}}`, so it says to the candidate what it said before.
| The rollback keeps the templates: they are the accounts' own by then.
*/

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g
/** Rows per INSERT (SQLite binds at most 32,766 values; a row binds 9). */
const CHUNK = 200

type LiveRow = { id: number; user_id: number; nom: string; categorie: string }

/** `text` with each contact placeholder read as the candidate's. */
function forCandidate(text: string | null) {
  return (
    text?.replace(
      PLACEHOLDER,
      (_match, inside: string) => `{{${inside.replace(/contact\.(prenom|nom)\b/, 'candidat.$1')}}}`
    ) ?? null
  )
}

/** The live templates of any account bearing one of the default names, by "userId:lower(name)". */
async function homonyms(db: QueryClientContract) {
  const names = CANDIDAT_TEXTES.map((texte) => texte.nom.toLowerCase())
  const rows: LiveRow[] = await db
    .from('texte_modeles')
    .select('id', 'user_id', 'nom', 'categorie')
    .whereNull('deleted_at')
    .whereRaw(`lower(nom) in (${names.map(() => '?').join(', ')})`, names)
  return new Map(rows.map((row) => [`${row.user_id}:${row.nom.toLowerCase()}`, row]))
}

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const now = DateTime.now().toSQL({ includeOffset: false })
      const existing = await homonyms(db)
      const users: { id: number }[] = await db.from('users').select('id').orderBy('id')
      const inserts: Record<string, unknown>[] = []
      for (const { id: userId } of users) {
        for (const texte of CANDIDAT_TEXTES) {
          const homonym = existing.get(`${userId}:${texte.nom.toLowerCase()}`)
          if (!homonym) {
            inserts.push({
              user_id: userId,
              nom: texte.nom,
              sujet: texte.sujet,
              contenu: texte.contenu,
              categorie: 'candidats',
              partage: false,
              search_text: texteSearchText(texte),
              created_at: now,
              updated_at: now,
            })
          } else if (homonym.categorie !== 'candidats') {
            const row = await db
              .from('texte_modeles')
              .select('sujet', 'contenu')
              .where('id', homonym.id)
              .firstOrFail()
            await db
              .from('texte_modeles')
              .where('id', homonym.id)
              .update({
                categorie: 'candidats',
                sujet: forCandidate(row.sujet),
                contenu: forCandidate(row.contenu),
                updated_at: now,
              })
          }
        }
      }
      for (let start = 0; start < inserts.length; start += CHUNK) {
        await db.table('texte_modeles').multiInsert(inserts.slice(start, start + CHUNK))
      }
    })
  }

  async down() {}
}
