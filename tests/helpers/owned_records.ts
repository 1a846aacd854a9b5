import type {
  ExtractFactoryAttributes as Fields,
  FactoryBuilderQueryContract,
  FactoryModelContract,
} from '@adonisjs/lucid/types/factory'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import type Societe from '#models/societe'
import type Offre from '#models/offre'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'
import { OffreFactory } from '#database/factories/offre_factory'
import { TexteFactory } from '#database/factories/texte_factory'

/*
| One owned record in one line: the factory with its owner set, the fields a
| test cares about over the factory's French defaults. `aContact(user, { nom:
| 'Roux' })` instead of `ContactFactory.merge({ userId: user.id, nom: 'Roux'
| }).create()`; the factory's states (`trashed`, `publiee`, `shared`…) after the
| fields: `anOffre(user, societe, { titre: 'Maçon' }, 'publiee')`.
*/
/** `count` names "<prefix> 01", "<prefix> 02"…: records made in this order sort alike by name. */
export function numbered(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`)
}

/** The one-line maker of `factory`'s records: owner, fields over the factory's, then states. */
function ownedBy<Model extends LucidModel, Factory extends FactoryModelContract<Model>>(
  factory: FactoryBuilderQueryContract<Model, Factory>
) {
  return (owner: User, fields: Fields<Model> = {}, ...states: (keyof Factory['states'])[]) =>
    factory
      .merge({ ...fields, userId: owner.id } as Fields<Model>)
      .apply(...states)
      .create()
}

/** A société of `owner`. */
export const aSociete = ownedBy(SocieteFactory)

/** A contact of `owner`, at no société unless `societeId` is given. */
export const aContact = ownedBy(ContactFactory)

/** A text template of `owner`, not shared. */
export const aTexte = ownedBy(TexteFactory)

type OffreState = Parameters<typeof OffreFactory.apply>[0]

/** A draft offre of `owner` at `societe` (one of theirs). */
export function anOffre(
  owner: User,
  societe: Societe,
  fields: Fields<typeof Offre> = {},
  ...states: OffreState[]
) {
  return ownedBy(OffreFactory)(owner, { ...fields, societeId: societe.id }, ...states)
}
