import Contact from '#models/contact'
import { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'
import Societe from '#models/societe'
import type User from '#models/user'
import ContactTransformer from '#transformers/contact_transformer'
import SocieteTransformer from '#transformers/societe_transformer'
import { serializeAs } from '#transformers/serialize_as'
import { PUBLICATION_NEEDS, accountRefusal } from '#services/records/offre_workflow'

/** The choices of the shared offer form: the caller's live companies and contacts, the enums. */
export async function offreFormChoices(user: User) {
  const contacts = await Contact.query()
    .select('contacts.id', 'contacts.prenom', 'contacts.nom', 'contacts.societe_id')
    .apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash()
    })
    .orderBy('contacts.nom', 'asc')
    .orderBy('contacts.prenom', 'asc')
    .orderBy('contacts.id', 'asc')
  const societes = await Societe.choicesFor(user)
  return {
    societes: societes.map(serializeAs(SocieteTransformer, 'forChoice')),
    contacts: contacts.map(serializeAs(ContactTransformer, 'forReferentChoice')),
    typesContrat: [...TYPES_CONTRAT],
    teletravail: [...MODES_TELETRAVAIL],
    /* The fields the form marks "Requis pour publier": the workflow's own list. */
    publicationNeeds: [...PUBLICATION_NEEDS],
    /* Employer approval: why publishing will be refused, or null. */
    accountRefusal: accountRefusal(user),
  }
}
