import { errors as lucidErrors } from '@adonisjs/lucid'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Contact from '#models/contact'
import Societe from '#models/societe'
import type User from '#models/user'
import { contactGroups, societeGroups } from '#services/data_tools/doublons'
import {
  CONTACT_FUSION_FIELDS,
  SOCIETE_FUSION_FIELDS,
  fusionContacts,
  fusionSocietes,
} from '#services/data_tools/fusion'
import { sanitizeRichText } from '#services/textes/rich_text'
import type { Catalogue } from '#catalogues/define'
import { contactCatalogue } from '#catalogues/contact'
import { societeCatalogue } from '#catalogues/societe'
import { contactFusionValidator, pairValidator, societeFusionValidator } from '#validators/fusion'

/** The two ids of a merge page's address, or null (the page then goes back to the groups). */
async function pairIn(qs: Record<string, unknown>) {
  const [error, pair] = await pairValidator.tryValidate(qs)
  return error ? null : pair
}

/** Both records of a merge page: the caller's and live, else a 404. */
async function pairOf<M extends typeof Contact | typeof Societe>(
  model: M,
  user: User,
  a: number,
  b: number
) {
  const rows = await (model as typeof Contact)
    .query()
    .where('user_id', user.id)
    .whereIn('id', [a, b])
    .whereNull('deleted_at')
  const first = rows.find((row) => row.id === a)
  const second = rows.find((row) => row.id === b)
  if (a === b || !first || !second) throw new lucidErrors.E_ROW_NOT_FOUND()
  return [first, second] as unknown as [InstanceType<M>, InstanceType<M>]
}

/** A record's merge fields as the merge page shows them (text; rich text sanitised; a choice by its label). */
function shown(
  catalogue: Catalogue,
  fields: readonly string[],
  record: Record<string, unknown>,
  display: Record<string, string | null> = {}
) {
  return Object.fromEntries(
    fields.map((field) => {
      if (field in display) return [field, display[field]]
      const value = record[field]
      if (value === null || value === undefined || value === '') return [field, null]
      const spec = catalogue.fields[field]
      if (spec.kind === 'rich') return [field, sanitizeRichText(String(value)) || null]
      return [field, spec.values?.[String(value)] ?? String(value)]
    })
  ) as Record<string, string | null>
}

/** The merge page's list of fields: name, label, and whether it is a rich text. */
function fieldsOf(catalogue: Catalogue, fields: readonly string[]) {
  return fields.map((name) => ({
    name,
    label: catalogue.fields[name].label,
    rich: catalogue.fields[name].kind === 'rich',
  }))
}

/** What a merge page shows of one record: its name and its merge fields' values. */
type Shown = { id: number; label: string; values: Record<string, string | null> }

/** Each kind's merge page: its catalogue, its fields, and how the pair is read and shown. */
const FUSION_PAGES = {
  contacts: {
    catalogue: contactCatalogue,
    fields: CONTACT_FUSION_FIELDS,
    groups: () => urlFor('contacts.doublons'),
    async pair(user: User, a: number, b: number): Promise<Shown[]> {
      const pair = await pairOf(Contact, user, a, b)
      return Promise.all(
        pair.map(async (contact) => {
          await contact.load('societe')
          return {
            id: contact.id,
            label: contact.nomComplet,
            values: shown(contactCatalogue, CONTACT_FUSION_FIELDS, contact.$attributes, {
              societeId: contact.societe?.nom ?? null,
            }),
          }
        })
      )
    },
  },
  societes: {
    catalogue: societeCatalogue,
    fields: SOCIETE_FUSION_FIELDS,
    groups: () => urlFor('societes.doublons'),
    async pair(user: User, a: number, b: number): Promise<Shown[]> {
      const pair = await pairOf(Societe, user, a, b)
      return pair.map((societe) => ({
        id: societe.id,
        label: societe.nom,
        values: shown(societeCatalogue, SOCIETE_FUSION_FIELDS, societe.$attributes),
      }))
    },
  },
}

/** The merge page of two records of `kind` named by the address (?a=&b=), or back to the groups. */
async function fusionPage(
  { auth, inertia, request, response }: HttpContext,
  kind: keyof typeof FUSION_PAGES
) {
  const page = FUSION_PAGES[kind]
  const pair = await pairIn(request.qs())
  if (!pair) return response.redirect(page.groups())
  const [a, b] = await page.pair(auth.getUserOrFail(), pair.a, pair.b)
  return inertia.render('doublons/fusion', {
    kind,
    a,
    b,
    fields: fieldsOf(page.catalogue, page.fields),
  })
}

/*
| "Doublons" (docs/product.md): the groups of likely duplicates of the
| caller's contacts and sociétés, and the merge of two of them, field by
| field. A tool for those who write: droit "lecteur" gets a 403.
*/
export default class DoublonsController {
  async contacts({ auth, bouncer, inertia }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    return inertia.render('doublons/index', {
      kind: 'contacts' as const,
      groups: await contactGroups(auth.getUserOrFail()),
    })
  }

  async societes({ auth, bouncer, inertia }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    return inertia.render('doublons/index', {
      kind: 'societes' as const,
      groups: await societeGroups(auth.getUserOrFail()),
    })
  }

  async contactFusion(ctx: HttpContext) {
    await ctx.bouncer.with('ContactPolicy').authorize('create')
    return fusionPage(ctx, 'contacts')
  }

  async societeFusion(ctx: HttpContext) {
    await ctx.bouncer.with('SocietePolicy').authorize('create')
    return fusionPage(ctx, 'societes')
  }

  async contactFusionStore({ auth, bouncer, request, session, response }: HttpContext) {
    await bouncer.with('ContactPolicy').authorize('create')
    const { kept, merged, choices } = await request.validateUsing(contactFusionValidator)
    const contact = await fusionContacts(auth.getUserOrFail(), kept, merged, choices)
    session.flash('success', 'Contacts fusionnés.')
    return response.redirect(urlFor('contacts.show', { id: contact.id }))
  }

  async societeFusionStore({ auth, bouncer, request, session, response }: HttpContext) {
    await bouncer.with('SocietePolicy').authorize('create')
    const { kept, merged, choices } = await request.validateUsing(societeFusionValidator)
    const societe = await fusionSocietes(auth.getUserOrFail(), kept, merged, choices)
    session.flash('success', 'Sociétés fusionnées.')
    return response.redirect(urlFor('societes.edit', { id: societe.id }))
  }
}
