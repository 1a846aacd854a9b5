import type { HttpContext } from '@adonisjs/core/http'
import Contact, { CONTACT_STATUTS } from '#models/contact'
import Offre from '#models/offre'
import { echoListFilters } from '#services/records/list_query'
import { allContactsPage } from '#services/dashboards/all_contacts'
import { proChoice, proChoices } from '#services/dashboards/pro_directory'
import { readListQuery } from '#validators/list_query'
import { esidoorContactListValidator, proChoicesValidator } from '#validators/esidoor'
import ContactTransformer from '#transformers/contact_transformer'
import OffreTransformer from '#transformers/offre_transformer'
import { serializeAs } from '#transformers/serialize_as'

/*
| Every professional's contacts seen from e-sidoor (docs/product.md §4 pro/contacts),
| read-only; esi only (route guard). The owner filter carries the chosen pro
| only; its choices come from `choices` as the person types, 20 at most, so
| the page does not grow with the number of pros. The owner and the company come by
| preload: a fixed number of queries whatever the page's size; a search
| matching many contacts is not counted past a floor (all_contacts.ts).
*/
export default class EsidoorContactsController {
  async index({ inertia, request }: HttpContext) {
    const filters = await readListQuery(esidoorContactListValidator, request.qs())
    const [pro, page] = await Promise.all([
      /* The filter's chosen pro only: it asks for others as the person types (pros/choix). */
      proChoice(filters.pro),
      /* Every owner's contacts (the owner's list query, no owner), with their owner's name. */
      allContactsPage(filters, filters.page ?? 1),
    ])
    return inertia.render('esidoor/contacts/index', {
      contacts: {
        data: page.rows.map(serializeAs(ContactTransformer, 'forEsidoorList')),
        meta: page.meta,
      },
      filters: echoListFilters(filters, ['statut', 'pro'] as const),
      pro,
      statuts: [...CONTACT_STATUTS],
    })
  }

  /** GET /dashboard-pro/pros/choix?q=: the owner filter's choices, by name or e-mail, 20 at most. */
  async choices({ request }: HttpContext) {
    const { q } = await request.validateUsing(proChoicesValidator)
    return { pros: await proChoices(q) }
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
