import Contact, { CONTACT_ROW_COLUMNS } from '#models/contact'
import Offre, { OFFRE_ROW_COLUMNS } from '#models/offre'
import type Societe from '#models/societe'
import ContactTransformer from '#transformers/contact_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'

/*
| A société's page (GET /app/company/:id, docs/product.md §4 "Société"): its
| live contacts and offers, the first SHOWN of each with the total, so a
| company with 500 contacts costs what one with 5 does (two queries a section:
| the count and the rows, nothing per row). "Voir tout" opens the list
| filtered on the company for the rest.
*/

/** How many contacts and offers the page lists before "Voir tout". */
export const SHOWN = 8

/** Its live contacts, by name, as the contacts list shows them. */
async function contactsOf(societe: Societe) {
  const page = await Contact.query()
    .select(CONTACT_ROW_COLUMNS)
    .where('contacts.user_id', societe.userId)
    .where('contacts.societe_id', societe.id)
    .apply((scopes) => {
      scopes.live()
      scopes.sorted()
    })
    .paginate(1, SHOWN)
  return { total: page.total, rows: page.all().map(serializeAs(ContactTransformer, 'forList')) }
}

/** Its live offers, newest first, as the offers list shows them (statut, terms, référent). */
async function offresOf(societe: Societe) {
  const page = await Offre.query()
    .select(OFFRE_ROW_COLUMNS)
    .where('offres.user_id', societe.userId)
    .where('offres.societe_id', societe.id)
    .apply((scopes) => {
      scopes.withSocieteAndContact()
      scopes.live()
      scopes.sorted()
    })
    .paginate(1, SHOWN)
  return { total: page.total, rows: page.all().map(serializeAs(OffreTransformer, 'forList')) }
}

/** Both sections of the page, read side by side. */
export async function societeRelated(societe: Societe) {
  const [contacts, offres] = await Promise.all([contactsOf(societe), offresOf(societe)])
  return { contacts, offres }
}
