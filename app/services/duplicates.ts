import Contact from '#models/contact'
import Societe from '#models/societe'
import type User from '#models/user'
import { foldText } from '#models/search_text'

/*
| Likely duplicates among one owner's live records (docs/product.md,
| "Doublons"), for the warning of the create and edit forms: a contact with
| the same e-mail, the same phone number (mobile or landline, spaces, dots
| and +33 aside) or the same folded name at the same société; a société with
| the same SIRET or the same folded name. Never another owner's records.
*/

/** Most duplicates a form lists. */
const SHOWN = 5

/** "+33 6 12-34.56.78" → "0612345678"; short numbers (< 6 digits) are not compared. */
export function phoneKey(value: string | null | undefined) {
  const digits = (value ?? '').trim().replace(/^\+33/, '0').replace(/\D/g, '')
  return digits.length >= 6 ? digits : null
}

/** The same phone key, computed by the database on a column. */
function phoneSql(column: string) {
  let sql = `coalesce(${column}, '')`
  for (const char of [' ', '.', '-', '/', '(', ')']) sql = `replace(${sql}, '${char}', '')`
  return `replace(${sql}, '+33', '0')`
}

export type ContactProbe = {
  email?: string | null
  telephone?: string | null
  mobile?: string | null
  prenom?: string | null
  nom?: string | null
  societeId?: number | null
}

export type Duplicate = { id: number; label: string; details: string; reasons: string[] }

const nameKey = (prenom: string | null | undefined, nom: string | null | undefined) =>
  foldText(`${prenom ?? ''} ${nom ?? ''}`)
    .replace(/\s+/g, ' ')
    .trim()

export async function contactDuplicates(
  user: User,
  probe: ContactProbe,
  except?: number
): Promise<Duplicate[]> {
  const email = probe.email?.trim().toLowerCase() || null
  const phones = [phoneKey(probe.telephone), phoneKey(probe.mobile)].filter(
    (phone): phone is string => phone !== null
  )
  const name = probe.nom?.trim() ? nameKey(probe.prenom, probe.nom) : null
  if (!email && phones.length === 0 && !name) return []

  const candidates = await Contact.query()
    .select('id', 'prenom', 'nom', 'email', 'telephone', 'mobile', 'societe_id')
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .if(except, (query) => query.whereNot('id', except!))
    .where((any) => {
      if (email) any.orWhereRaw('lower(email) = ?', [email])
      for (const phone of phones) {
        any.orWhereRaw(`${phoneSql('telephone')} = ?`, [phone])
        any.orWhereRaw(`${phoneSql('mobile')} = ?`, [phone])
      }
      /* The name is compared folded below, among the contacts of the same société. */
      if (name) {
        if (probe.societeId) any.orWhere('societe_id', probe.societeId)
        else any.orWhereNull('societe_id')
      }
    })
    .orderBy('id')
    .limit(500)

  const found: Duplicate[] = []
  for (const contact of candidates) {
    const reasons: string[] = []
    if (email && contact.email?.toLowerCase() === email) reasons.push('même e-mail')
    const theirs = [phoneKey(contact.telephone), phoneKey(contact.mobile)]
    if (phones.some((phone) => theirs.includes(phone))) reasons.push('même téléphone')
    const sameSociete = (contact.societeId ?? null) === (probe.societeId ?? null)
    if (name && sameSociete && nameKey(contact.prenom, contact.nom) === name) {
      reasons.push(probe.societeId ? 'même nom, même société' : 'même nom')
    }
    if (reasons.length === 0) continue
    found.push({
      id: contact.id,
      label: contact.nomComplet,
      details: [contact.societe?.nom, contact.email].filter(Boolean).join(' · '),
      reasons,
    })
    if (found.length === SHOWN) break
  }
  return found
}

export type SocieteProbe = { siret?: string | null; nom?: string | null }

export async function societeDuplicates(
  user: User,
  probe: SocieteProbe,
  except?: number
): Promise<Duplicate[]> {
  const siret = (probe.siret ?? '').replace(/\D/g, '') || null
  const name = probe.nom?.trim() ? foldText(probe.nom).replace(/\s+/g, ' ').trim() : null
  if (!siret && !name) return []
  /* An owner has a few hundred sociétés at most: the names are compared folded here. */
  const societes = await Societe.query()
    .select('id', 'nom', 'siret', 'ville')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .if(except, (query) => query.whereNot('id', except!))
    .orderBy('id')
  const found: Duplicate[] = []
  for (const societe of societes) {
    const reasons: string[] = []
    if (siret && societe.siret?.replace(/\D/g, '') === siret) reasons.push('même SIRET')
    if (name && foldText(societe.nom).replace(/\s+/g, ' ').trim() === name) {
      reasons.push('même raison sociale')
    }
    if (reasons.length === 0) continue
    found.push({
      id: societe.id,
      label: societe.nom,
      details: [societe.ville, societe.siret].filter(Boolean).join(' · '),
      reasons,
    })
    if (found.length === SHOWN) break
  }
  return found
}
