import Contact from '#models/contact'
import Societe from '#models/societe'
import type User from '#models/user'
import { foldText } from '#models/search_text'

/*
| Likely duplicates among one owner's live records (docs/product.md,
| "Doublons"), for the warning of the create and edit forms: a contact with
| the same e-mail, the same phone number (spaces, dots and +33 aside; a
| landline only between contacts of different sociétés, as colleagues share
| their switchboard) or the same folded name at the same société; a société with
| the same SIRET or the same folded name. Never another owner's records.
| The import matches its rows with the same keys (app/services/data_tools/import),
| so what its dry run calls new is never what "Doublons" then flags.
*/

/** Most duplicates a form lists. */
const SHOWN = 5

/** "+33 6 12-34.56.78" → "0612345678"; short numbers (< 6 digits) are not compared. */
export function phoneKey(value: string | null | undefined) {
  const digits = (value ?? '').trim().replace(/^\+33/, '0').replace(/\D/g, '')
  return digits.length >= 6 ? digits : null
}

/**
 * A French mobile (06, 07) belongs to one person; a landline is often a
 * switchboard shared by colleagues, so it only hints at a duplicate between
 * contacts that are not at the same société.
 */
export const isMobile = (key: string) => /^0[67]/.test(key)

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

export type Doublon = { id: number; label: string; details: string; reasons: string[] }

/**
 * A name as duplicates are found: no case, accents or ligatures, punctuation
 * as spaces ("Gwenaëlle" = "Gwenaelle", "Ménard & Fils" = "MENARD FILS").
 */
export const nameKey = (name: string | null | undefined) =>
  foldText(name ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** A contact's name as duplicates are found ("" when it has none). */
export const personKey = (prenom: string | null | undefined, nom: string | null | undefined) =>
  nameKey(`${prenom ?? ''} ${nom ?? ''}`)

/** "Same name, same société": the contact's key, or null without a name. */
export function contactNameKey(
  societeId: number | null | undefined,
  prenom: string | null | undefined,
  nom: string | null | undefined
) {
  const name = personKey(prenom, nom)
  return name ? `${societeId ?? 0}:${name}` : null
}

export async function contactDoublons(
  user: User,
  probe: ContactProbe,
  except?: number
): Promise<Doublon[]> {
  const email = probe.email?.trim().toLowerCase() || null
  const phones = [phoneKey(probe.telephone), phoneKey(probe.mobile)].filter(
    (phone): phone is string => phone !== null
  )
  const name = probe.nom?.trim() ? personKey(probe.prenom, probe.nom) || null : null
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

  const found: Doublon[] = []
  for (const contact of candidates) {
    const reasons: string[] = []
    if (email && contact.email?.toLowerCase() === email) reasons.push('même e-mail')
    const theirs = [phoneKey(contact.telephone), phoneKey(contact.mobile)]
    const sameSociete = (contact.societeId ?? null) === (probe.societeId ?? null)
    const sharedSwitchboard = sameSociete && contact.societeId !== null
    if (phones.some((phone) => theirs.includes(phone) && (isMobile(phone) || !sharedSwitchboard))) {
      reasons.push('même téléphone')
    }
    if (name && sameSociete && personKey(contact.prenom, contact.nom) === name) {
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

export async function societeDoublons(
  user: User,
  probe: SocieteProbe,
  except?: number
): Promise<Doublon[]> {
  const siret = (probe.siret ?? '').replace(/\D/g, '') || null
  const name = nameKey(probe.nom) || null
  if (!siret && !name) return []
  /* An owner has a few hundred sociétés at most: the names are compared folded here. */
  const societes = await Societe.query()
    .select('id', 'nom', 'siret', 'ville')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .if(except, (query) => query.whereNot('id', except!))
    .orderBy('id')
  const found: Doublon[] = []
  for (const societe of societes) {
    const reasons: string[] = []
    if (siret && societe.siret?.replace(/\D/g, '') === siret) reasons.push('même SIRET')
    if (name && nameKey(societe.nom) === name) {
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

export type DoublonGroup = {
  reasons: string[]
  records: { id: number; label: string; details: string; createdAt: string }[]
}

/** Most groups a "Doublons" page lists (the oldest duplicates last). */
const GROUPS_SHOWN = 100

/**
 * Records sharing a key (an e-mail, a phone, a name…) gathered into groups:
 * two records sharing any key are in the same group (union-find).
 */
function groupsOf<Row extends { id: number }>(
  rows: Row[],
  keysOf: (row: Row) => [key: string, reason: string][]
) {
  const parent = new Map<number, number>()
  const find = (id: number): number => {
    const up = parent.get(id) ?? id
    if (up === id) return id
    const root = find(up)
    parent.set(id, root)
    return root
  }
  const firstWithKey = new Map<string, number>()
  const reasonsOf = new Map<number, Set<string>>()
  for (const row of rows) {
    for (const [key, reason] of keysOf(row)) {
      const first = firstWithKey.get(key)
      if (first === undefined) {
        firstWithKey.set(key, row.id)
        continue
      }
      const [a, b] = [find(first), find(row.id)]
      if (a !== b) parent.set(b, a)
      const root = find(row.id)
      reasonsOf.set(
        root,
        new Set([
          ...(reasonsOf.get(root) ?? []),
          ...(reasonsOf.get(a) ?? []),
          ...(reasonsOf.get(b) ?? []),
          reason,
        ])
      )
    }
  }
  const members = new Map<number, Row[]>()
  for (const row of rows) {
    const root = find(row.id)
    members.set(root, [...(members.get(root) ?? []), row])
  }
  return [...members.entries()]
    .filter(([, group]) => group.length > 1)
    .map(([root, group]) => ({ reasons: [...(reasonsOf.get(root) ?? [])], rows: group }))
}

/** The owner's live contacts that look like one another, newest groups first. */
export async function contactGroups(user: User): Promise<DoublonGroup[]> {
  const contacts = await Contact.query()
    .select('id', 'prenom', 'nom', 'email', 'telephone', 'mobile', 'societe_id', 'created_at')
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .orderBy('id')
  const groups = groupsOf(contacts, (contact) => {
    const keys: [string, string][] = []
    if (contact.email) keys.push([`e:${contact.email.toLowerCase()}`, 'même e-mail'])
    for (const phone of [phoneKey(contact.telephone), phoneKey(contact.mobile)]) {
      /* A landline shared inside a société is its switchboard, not a duplicate. */
      if (phone && (isMobile(phone) || contact.societeId === null)) {
        keys.push([`p:${phone}`, 'même téléphone'])
      }
    }
    const name = contactNameKey(contact.societeId, contact.prenom, contact.nom)
    if (name) keys.push([`n:${name}`, 'même nom, même société'])
    return keys
  })
  return groups
    .map(({ reasons, rows }) => ({
      reasons,
      records: rows.map((contact) => ({
        id: contact.id,
        label: contact.nomComplet,
        details: [contact.societe?.nom, contact.email, contact.telephone ?? contact.mobile]
          .filter(Boolean)
          .join(' · '),
        createdAt: contact.createdAt.toISO()!,
      })),
    }))
    .reverse()
    .slice(0, GROUPS_SHOWN)
}

/** The owner's live sociétés that look like one another, newest groups first. */
export async function societeGroups(user: User): Promise<DoublonGroup[]> {
  const societes = await Societe.query()
    .select('id', 'nom', 'siret', 'ville', 'created_at')
    .where('user_id', user.id)
    .whereNull('deleted_at')
    .orderBy('id')
  const groups = groupsOf(societes, (societe) => {
    const keys: [string, string][] = []
    const name = nameKey(societe.nom)
    if (name) keys.push([`n:${name}`, 'même raison sociale'])
    if (societe.siret) keys.push([`s:${societe.siret.replace(/\D/g, '')}`, 'même SIRET'])
    return keys
  })
  return groups
    .map(({ reasons, rows }) => ({
      reasons,
      records: rows.map((societe) => ({
        id: societe.id,
        label: societe.nom,
        details: [societe.ville, societe.siret].filter(Boolean).join(' · '),
        createdAt: societe.createdAt.toISO()!,
      })),
    }))
    .reverse()
    .slice(0, GROUPS_SHOWN)
}
