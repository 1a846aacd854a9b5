import { BaseMail } from '@adonisjs/mail'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#models/user'
import { INTERACTION_TYPE_LABELS } from '#catalogues/interaction'
import type { InteractionType } from '#models/interaction'
import type { Digest } from '#services/activite/digest'
import { plural } from '#services/platform/plural'

const frenchDay = (day: string) => DateTime.fromISO(day).setLocale('fr').toFormat('cccc d LLLL')

/**
 * « Votre résumé du matin »: the follow-ups overdue and due today, the
 * offers closing within 7 days, each with a link (docs/product.md).
 */
export default class DigestMail extends BaseMail {
  constructor(
    private user: User,
    private digest: Digest
  ) {
    super()
  }

  prepare() {
    const { digest } = this
    const reminder = (item: Digest['overdue']['items'][number]) => ({
      name: item.contact.nomComplet,
      type: INTERACTION_TYPE_LABELS[item.type as InteractionType] ?? item.type,
      day: frenchDay(item.relanceLe),
      url: `${appUrl}${urlFor('contacts.show', { id: item.contact.id })}`,
      agenda: `${appUrl}${urlFor('interactions.agenda', { id: item.id })}`,
    })
    const group = <Item, Shown>(
      g: { total: number; items: Item[] },
      show: (item: Item) => Shown
    ) => ({
      total: g.total,
      items: g.items.map(show),
      more: g.total - g.items.length,
    })
    const data = {
      user: this.user,
      day: frenchDay(digest.day),
      overdue: group(digest.overdue, reminder),
      dueToday: group(digest.dueToday, reminder),
      deadlines: group(digest.deadlines, (offre) => ({
        titre: offre.titre,
        reference: offre.reference,
        societe: offre.societe,
        day: frenchDay(offre.dateLimite),
        url: `${appUrl}${urlFor('offres.show', { id: offre.id })}`,
      })),
      profile: `${appUrl}${urlFor('profile.edit')}`,
      dashboard: `${appUrl}${urlFor('dashboard')}`,
    }
    const due = digest.overdue.total + digest.dueToday.total
    const parts = [
      due > 0 ? plural(due, { one: '# relance', other: '# relances' }) : null,
      digest.deadlines.total > 0
        ? plural(digest.deadlines.total, {
            one: '# offre à échéance',
            other: '# offres à échéance',
          })
        : null,
    ].filter(Boolean)
    this.message
      .to(this.user.email, this.user.fullName)
      .subject(`Votre résumé du matin : ${parts.join(', ')}`)
      .htmlView('emails/digest', data)
      .textView('emails/digest_text', data)
  }
}
