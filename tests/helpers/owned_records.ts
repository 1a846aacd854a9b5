import type { ExtractFactoryAttributes as Fields } from '@adonisjs/lucid/types/factory'
import type User from '#models/user'
import type Societe from '#models/societe'
import type Contact from '#models/contact'
import type Offre from '#models/offre'
import type TexteModele from '#models/texte_modele'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { TexteModeleFactory } from '#database/factories/texte_modele_factory'

/*
| One owned record in one line: the factory with its owner set, the fields a
| test cares about over the factory's French defaults. `aContact(user, { nom:
| 'Roux' })` instead of `ContactFactory.merge({ userId: user.id, nom: 'Roux'
| }).create()`; the factory's states (`trashed`, `publiee`, `shared`…) after the
| fields: `anOffre(user, societe, { titre: 'Maçon' }, 'publiee')`.
*/
type SocieteState = Parameters<typeof SocieteFactory.apply>[0]
type ContactState = Parameters<typeof ContactFactory.apply>[0]
type OffreState = Parameters<typeof OffreFactory.apply>[0]
type TexteState = Parameters<typeof TexteModeleFactory.apply>[0]
/** A société of `owner`. */
export function aSociete(
  owner: User,
  fields: Fields<typeof Societe> = {},
  ...states: SocieteState[]
) {
  return SocieteFactory.merge({ ...fields, userId: owner.id })
    .apply(...states)
    .create()
}

/** A contact of `owner`, at no société unless `societeId` is given. */
export function aContact(
  owner: User,
  fields: Fields<typeof Contact> = {},
  ...states: ContactState[]
) {
  return ContactFactory.merge({ ...fields, userId: owner.id })
    .apply(...states)
    .create()
}

/** A draft offre of `owner` at `societe` (one of theirs). */
export function anOffre(
  owner: User,
  societe: Societe,
  fields: Fields<typeof Offre> = {},
  ...states: OffreState[]
) {
  return OffreFactory.merge({ ...fields, userId: owner.id, societeId: societe.id })
    .apply(...states)
    .create()
}

/** A text template of `owner`, not shared. */
export function aTexte(
  owner: User,
  fields: Fields<typeof TexteModele> = {},
  ...states: TexteState[]
) {
  return TexteModeleFactory.merge({ ...fields, userId: owner.id })
    .apply(...states)
    .create()
}
