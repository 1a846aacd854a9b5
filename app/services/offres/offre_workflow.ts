/*
| The life of an offer (docs/product.md §3): brouillon → publiee → cloturee, and a
| closed offer duplicated as a new draft. Each step reads the offer again
| under a row lock inside a transaction, so two clicks at once cannot both
| move it, and a refused step changes nothing: it throws a Refusal, a French
| sentence the person reads as it is (answered by app/exceptions/handler.ts).
*/
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Offre from '#models/offre'
import User from '#models/user'
import { REFERENCE_ZONE } from '#models/offre_reference'
import { Refusal, type RefusalOptions } from '#exceptions/refusal'
import type { OffreData } from '#validators/offre'

export type OffreStep = 'edit' | 'publish' | 'close' | 'duplicate'

const REFUSALS = {
  trashed: 'Cette offre est dans la corbeille : restaurez-la d’abord.',
  editClosed:
    'Une offre clôturée ne peut plus être modifiée : dupliquez-la pour en créer une nouvelle version.',
  alreadyPublished: 'Cette offre est déjà publiée.',
  publishClosed:
    'Une offre clôturée ne peut pas être publiée à nouveau : dupliquez-la pour la remettre en ligne.',
  closeDraft: 'Une offre en brouillon ne peut pas être clôturée : publiez-la d’abord.',
  alreadyClosed: 'Cette offre est déjà clôturée.',
  duplicateOpen: 'Seule une offre clôturée peut être dupliquée.',
  noDescription: 'Ajoutez une description avant de publier l’offre.',
  noDeadline: 'Indiquez une date limite de candidature avant de publier l’offre.',
  pastDeadline:
    'La date limite de candidature est dépassée : choisissez une date à venir avant de publier l’offre.',
  /* Employer approval (app/services/accounts/pro_approval.ts). */
  accountPending: "Votre compte doit être validé par l'école avant de publier une offre.",
  accountRefused:
    "Votre compte n'a pas été validé par l'école : vous ne pouvez pas publier d'offre.",
  accountSuspended: "Votre compte est suspendu : vous ne pouvez pas publier d'offre.",
  /* The toast over the form when « Publier » (list or page) finds fields missing. */
  incomplete: 'L’offre n’est pas publiée : complétez les champs signalés.',
}

/** Today in France, where "a deadline not in the past" is read. */
function today() {
  return DateTime.now().setZone(REFERENCE_ZONE).toISODate()!
}

/** Why the offer's statut (or the trash) refuses the step, or null when it may happen. */
export function statutRefusal(offre: Offre, action: OffreStep): string | null {
  if (action === 'edit') return offre.statut === 'cloturee' ? REFUSALS.editClosed : null
  if (offre.deletedAt) return REFUSALS.trashed
  if (action === 'publish') {
    if (offre.statut === 'publiee') return REFUSALS.alreadyPublished
    return offre.statut === 'cloturee' ? REFUSALS.publishClosed : null
  }
  if (action === 'close') {
    if (offre.statut === 'brouillon') return REFUSALS.closeDraft
    return offre.statut === 'cloturee' ? REFUSALS.alreadyClosed : null
  }
  return offre.statut === 'cloturee' ? null : REFUSALS.duplicateOpen
}

/**
 * Why the owner's account may not publish (employer approval: only an
 * account the school validated), or null. Every way of publishing (the
 * offer's button, bulk publish, any JSON caller) goes through `publish`.
 */
export function accountRefusal(owner: Pick<User, 'approvalStatus'>): string | null {
  if (owner.approvalStatus === 'validee') return null
  if (owner.approvalStatus === 'refusee') return REFUSALS.accountRefused
  if (owner.approvalStatus === 'suspendue') return REFUSALS.accountSuspended
  return REFUSALS.accountPending
}

/** The offer's owner as stored now (their approval may have changed since the request began). */
function ownerOf(offre: Pick<Offre, 'userId'>, trx: TransactionClientContract) {
  return User.query({ client: trx })
    .select('id', 'approval_status')
    .where('id', offre.userId)
    .firstOrFail()
}

/** What publication reads: the stored offer, or its form once validated. */
type Publishable = { description?: string | null; dateLimite?: DateTime | null }

/*
| What a draft needs before it goes online, field by field: the one list the
| workflow checks and the offer form marks "Requis pour publier" (its keys,
| passed to the pages as PUBLICATION_NEEDS).
*/
const PUBLICATION_RULES = {
  description: (offre: Publishable) => (offre.description?.trim() ? null : REFUSALS.noDescription),
  dateLimite: (offre: Publishable) => {
    if (!offre.dateLimite) return REFUSALS.noDeadline
    return offre.dateLimite.toISODate()! < today() ? REFUSALS.pastDeadline : null
  },
}

export type PublicationNeed = keyof typeof PUBLICATION_RULES

/** The offer form's fields publication needs, in the form's order. */
export const PUBLICATION_NEEDS = Object.keys(PUBLICATION_RULES) as PublicationNeed[]

/**
 * Refuses publication, on the fields, when the offer lacks any of them
 * (`options`: where the person is sent when they were not on the form).
 */
function assertPublishable(offre: Publishable, options?: RefusalOptions) {
  const fields: Record<string, string> = {}
  for (const field of PUBLICATION_NEEDS) {
    const message = PUBLICATION_RULES[field](offre)
    if (message) fields[field] = message
  }
  if (Object.keys(fields).length > 0) throw Refusal.fields(fields, options)
}

/** Refuses the step now, before anything is read from the request. */
export function assertAllowed(offre: Offre, action: OffreStep) {
  const reason = statutRefusal(offre, action)
  if (reason) throw Refusal.because(reason)
}

/** Refuses publishing anything for an account the school has not validated. */
export function assertMayPublish(owner: Pick<User, 'approvalStatus'>) {
  const reason = accountRefusal(owner)
  if (reason) throw Refusal.because(reason)
}

/** Runs `change` on a fresh, locked copy of the offer once `refusal` finds nothing against it. */
function step<Result>(
  offre: Offre,
  refusal: (
    current: Offre,
    trx: TransactionClientContract
  ) => string | null | Promise<string | null>,
  change: (current: Offre, trx: TransactionClientContract) => Promise<Result>
) {
  return db.transaction(async (trx) => {
    const current = await Offre.query({ client: trx })
      .where('id', offre.id)
      .forUpdate()
      .firstOrFail()
    const reason = await refusal(current, trx)
    if (reason) throw Refusal.because(reason)
    return change(current, trx)
  })
}

/*
| An offer online keeps a deadline; moving it is fine, into the past is not
| (an unchanged past deadline stays: the offer simply awaits closing).
*/
function keepPublishable(offre: Offre, data: OffreData) {
  if (offre.statut !== 'publiee') return
  /* A field left out of the request keeps its value. */
  const dateLimite = data.dateLimite === undefined ? offre.dateLimite : data.dateLimite
  if (!dateLimite) {
    throw Refusal.field(
      'dateLimite',
      'Une offre publiée doit garder une date limite de candidature.'
    )
  }
  const limite = dateLimite.toISODate()!
  if (limite !== offre.dateLimite?.toISODate() && limite < today()) {
    throw Refusal.field(
      'dateLimite',
      'La date limite de candidature ne peut pas être dans le passé.'
    )
  }
}

/** The content a duplicate takes over from the closed offer. */
function copyOf(offre: Offre) {
  return {
    userId: offre.userId,
    societeId: offre.societeId,
    contactId: offre.contactId,
    titre: offre.titre,
    typeContrat: offre.typeContrat,
    lieu: offre.lieu,
    teletravail: offre.teletravail,
    salaireMin: offre.salaireMin,
    salaireMax: offre.salaireMax,
    dateDebut: offre.dateDebut,
    dateLimite: offre.dateLimite,
    description: offre.description,
    profil: offre.profil,
    candidature: offre.candidature,
  }
}

/** The change that puts an offer online. */
const online = () => ({ statut: 'publiee' as const, publishedAt: DateTime.now() })

/**
 * A new draft, or with `publish` an offer online at once ("Enregistrer et
 * publier": refused, with nothing written, as the publish step would be);
 * its reference is taken in the same transaction.
 */
export function create(user: User, data: OffreData, { publish: publishNow = false } = {}) {
  return db.transaction(async (trx) => {
    if (publishNow) {
      assertMayPublish(await ownerOf({ userId: user.id }, trx))
      assertPublishable(data)
    }
    const statut = publishNow ? online() : { statut: 'brouillon' as const }
    return Offre.create({ ...data, userId: user.id, ...statut }, { client: trx })
  })
}

/** Drafts change freely; an offer online stays online (its updatedAt records the change). */
export function update(offre: Offre, data: OffreData) {
  return step(
    offre,
    (current) => statutRefusal(current, 'edit'),
    (current) => {
      keepPublishable(current, data)
      return current.merge(data).save()
    }
  )
}

/**
 * A draft online. What it lacks is refused field by field on its form,
 * where the person is sent from the list or the offer's page.
 */
export function publish(offre: Offre) {
  return step(
    offre,
    async (current, trx) =>
      statutRefusal(current, 'publish') ?? accountRefusal(await ownerOf(current, trx)),
    (current) => {
      assertPublishable(current, {
        toast: REFUSALS.incomplete,
        backTo: urlFor('offres.edit', { id: current.id }),
      })
      return current.merge(online()).save()
    }
  )
}

/** "Enregistrer et publier" on a draft's form: both or, refused, neither. */
export function updateAndPublish(offre: Offre, data: OffreData) {
  return step(
    offre,
    async (current, trx) =>
      statutRefusal(current, 'edit') ??
      statutRefusal(current, 'publish') ??
      accountRefusal(await ownerOf(current, trx)),
    (current) => {
      current.merge(data)
      assertPublishable(current)
      return current.merge(online()).save()
    }
  )
}

export function close(offre: Offre) {
  return step(
    offre,
    (current) => statutRefusal(current, 'close'),
    (current) => current.merge({ statut: 'cloturee', closedAt: DateTime.now() }).save()
  )
}

/**
 * "Actions groupées": each offer published or closed by its own step (its
 * row lock); one the step refuses is left as it is. How many moved.
 */
export async function applyToEach(offres: Offre[], action: 'publish' | 'close') {
  let moved = 0
  for (const offre of offres) {
    try {
      await (action === 'publish' ? publish(offre) : close(offre))
      moved++
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
    }
  }
  return moved
}

/** A new draft with the closed offer's content and a reference of its own. */
export function duplicate(offre: Offre) {
  return step(
    offre,
    (current) => statutRefusal(current, 'duplicate'),
    (current, trx) => Offre.create({ ...copyOf(current), statut: 'brouillon' }, { client: trx })
  )
}
