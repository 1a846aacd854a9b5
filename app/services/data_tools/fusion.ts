import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Fusion from '#models/fusion'
import Modification from '#models/modification'
import type User from '#models/user'
import { refreshSocieteDependents } from '#models/search_text'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sanitizeRichText } from '#services/textes/rich_text'
import { type Catalogue, fusionFields } from '#catalogues/define'
import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'

/*
| Merging two duplicates (docs/product.md, "Doublons"), in one transaction:
| the kept record takes the value chosen for each field (a rich text may be
| both, end to end), every reference to the merged record moves to the kept
| one (offres of a contact; contacts and offres of a société), the merged
| record goes to the trash and the merge is recorded. Both records must be
| the caller's and live, else a 404 and nothing changes; any failure rolls
| everything back.
*/

/** The fields offered one by one on each merge screen: the catalogue's `merge` fields. */
export const CONTACT_FUSION_FIELDS = fusionFields(contactCatalogue)
export const SOCIETE_FUSION_FIELDS = fusionFields(societeCatalogue)

export type Choice = 'kept' | 'merged' | 'both'
/** Rich texts (notes, description) may be kept both, end to end. */
const isRich = (catalogue: Catalogue, field: string) => catalogue.fields[field].kind === 'rich'

/** "both" for a rich text: the kept text, then the merged one. */
function chosen(kept: string | null, merged: string | null, choice: Choice | undefined) {
  if (choice === 'merged') return merged
  if (choice === 'both') return sanitizeRichText([kept, merged].filter(Boolean).join('')) || null
  return kept
}

async function lockedPair<M extends typeof Contact | typeof Societe>(
  model: M,
  user: User,
  keptId: number,
  mergedId: number,
  trx: TransactionClientContract
) {
  if (keptId === mergedId) throw new lucidErrors.E_ROW_NOT_FOUND()
  const rows = await (model as typeof Contact)
    .query({ client: trx })
    .where('user_id', user.id)
    .whereIn('id', [keptId, mergedId])
    .whereNull('deleted_at')
    .forUpdate()
  const kept = rows.find((row) => row.id === keptId)
  const merged = rows.find((row) => row.id === mergedId)
  if (!kept || !merged) throw new lucidErrors.E_ROW_NOT_FOUND()
  return { kept, merged } as unknown as { kept: InstanceType<M>; merged: InstanceType<M> }
}

export async function fusionContacts(
  user: User,
  keptId: number,
  mergedId: number,
  choices: Partial<Record<(typeof CONTACT_FUSION_FIELDS)[number], Choice>>
) {
  return db.transaction(async (trx) => {
    const { kept, merged } = await lockedPair(Contact, user, keptId, mergedId, trx)
    if (choices.societeId === 'merged' && merged.societeId) {
      /* The société kept must still be the caller's and live. */
      await Societe.query({ client: trx })
        .where('id', merged.societeId)
        .where('user_id', user.id)
        .whereNull('deleted_at')
        .firstOrFail()
    }
    const values: Record<string, unknown> = {}
    for (const field of CONTACT_FUSION_FIELDS) {
      const choice = choices[field]
      values[field] = isRich(contactCatalogue, field)
        ? chosen(kept[field] as string | null, merged[field] as string | null, choice)
        : choice === 'merged'
          ? merged[field]
          : kept[field]
    }
    kept.useTransaction(trx)
    await Modification.because('merged', merged.nomComplet, () => kept.merge(values).save())
    await trx.from('offres').where('contact_id', merged.id).update({ contact_id: kept.id })
    merged.useTransaction(trx)
    merged.deletedAt = DateTime.now()
    await Modification.because('merged_into', kept.nomComplet, () => merged.save())
    await Fusion.create(
      {
        userId: user.id,
        kind: 'contact',
        keptId: kept.id,
        mergedId: merged.id,
        choices: fill(CONTACT_FUSION_FIELDS, choices),
      },
      { client: trx }
    )
    return kept
  })
}

export async function fusionSocietes(
  user: User,
  keptId: number,
  mergedId: number,
  choices: Partial<Record<(typeof SOCIETE_FUSION_FIELDS)[number], Choice>>
) {
  const kept = await db.transaction(async (trx) => {
    const pair = await lockedPair(Societe, user, keptId, mergedId, trx)
    const { kept: keeper, merged } = pair
    const values: Record<string, unknown> = {}
    for (const field of SOCIETE_FUSION_FIELDS) {
      const choice = choices[field]
      values[field] = isRich(societeCatalogue, field)
        ? chosen(keeper[field] as string | null, merged[field] as string | null, choice)
        : choice === 'merged'
          ? merged[field]
          : keeper[field]
    }
    /* A SIRET is unique per owner, trash included: the merged record gives its up first. */
    merged.useTransaction(trx)
    if (choices.siret === 'merged') {
      merged.siret = null
      await Modification.quietly(() => merged.save())
    }
    keeper.useTransaction(trx)
    await Modification.because('merged', merged.nom, () => keeper.merge(values).save())
    await trx.from('contacts').where('societe_id', merged.id).update({ societe_id: keeper.id })
    await trx.from('offres').where('societe_id', merged.id).update({ societe_id: keeper.id })
    /* Their search text carries the société's name: the kept one's now. */
    await refreshSocieteDependents(keeper.id, keeper.nom, trx)
    merged.deletedAt = DateTime.now()
    await Modification.because('merged_into', keeper.nom, () => merged.save())
    await Fusion.create(
      {
        userId: user.id,
        kind: 'societe',
        keptId: keeper.id,
        mergedId: merged.id,
        choices: fill(SOCIETE_FUSION_FIELDS, choices),
      },
      { client: trx }
    )
    return keeper
  })
  return kept
}

/** Every field's choice, "kept" where none was made. */
function fill(fields: readonly string[], choices: Partial<Record<string, Choice>>) {
  return Object.fromEntries(fields.map((field) => [field, choices[field] ?? 'kept'])) as Record<
    string,
    Choice
  >
}
