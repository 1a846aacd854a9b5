import type { HttpContext } from '@adonisjs/core/http'
import Contact, { CONTACT_STATUTS } from '#models/contact'
import Offre from '#models/offre'
import User from '#models/user'
import { echoListFilters } from '#services/records/list_query'
import { allContactsPage } from '#services/dashboards/all_contacts'
import { readListQuery } from '#validators/list_query'
import { esidoorContactListValidator } from '#validators/esidoor'
import ContactTransformer from '#transformers/contact_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import type UserTransformer from '#transformers/user_transformer'
import { serializeAs } from '#transformers/serialize_as'

/** Professionals (role pro) by name: the choices of the owner filter. */
/** Every professional for the filter, as plain rows (1,000 models at 10×: 20 ms), in forChoice's shape. */
async function proChoices() {
  const rows = await User.query()
    .select('id', 'full_name')
    .where('role', 'pro')
    .orderBy('full_name', 'asc')
    .orderBy('id', 'asc')
    .pojo<{ id: number; full_name: string }>()
  return rows.map((row): ReturnType<UserTransformer['forChoice']> => ({
    id: row.id,
    name: row.full_name,
  }))
}

/*
| Every professional's contacts seen from e-sidoor (docs/product.md §4 pro/contacts),
| read-only; esi only (route guard). The owner and the company come by
| preload: a fixed number of queries whatever the page's size; a search
| matching many contacts is not counted past a floor (all_contacts.ts).
*/
export default class EsidoorContactsController {
  async index({ inertia, request }: HttpContext) {
    const filters = await readListQuery(esidoorContactListValidator, request.qs())
    const [pros, page] = await Promise.all([
      proChoices(),
      /* Every owner's contacts (the owner's list query, no owner), with their owner's name. */
      allContactsPage(filters, filters.page ?? 1),
    ])
    return inertia.render('esidoor/contacts/index', {
      contacts: {
        data: page.rows.map(serializeAs(ContactTransformer, 'forEsidoorList')),
        meta: page.meta,
      },
      filters: echoListFilters(filters, ['statut', 'pro'] as const),
      pros,
      statuts: [...CONTACT_STATUTS],
    })
  }

  /** Any owner's contact, trashed or not; an unknown id is a 404. */
  async show({ inertia, params }: HttpContext) {
    const contact = await Contact.query()
      .where('contacts.id', params.id)
      .preload('societe', (societe) => societe.select('id', 'nom'))
      .preload('user', (user) => user.select('id', 'full_name'))
      .firstOrFail()
    const offres = await Offre.referentOf(contact)
    return inertia.render('esidoor/contacts/show', {
      contact: new ContactTransformer(contact).forEsidoor(),
      offres: offres.map(serializeAs(OffreTransformer, 'forReferent')),
    })
  }
}
