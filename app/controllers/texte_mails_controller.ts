import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Contact from '#models/contact'
import Offre from '#models/offre'
import Texte from '#models/texte'
import type User from '#models/user'
import { readListQuery } from '#validators/list_query'
import { texteMailQueryValidator, texteMailValidator } from '#validators/texte_mail'
import { Refusal } from '#exceptions/refusal'
import { MAIL_LIMITS, takeLimits, waitInWords } from '#services/platform/mail_limits'
import { placeholderValues, renderTexte } from '#services/textes/texte_preview'
import { queueTexteMail } from '#services/activite/texte_mailing'
import { mailRefusalOf } from '#controllers/support/mail_refusal'

/*
| "Envoyer un e-mail" (docs/product.md, "Activité"): a text template rendered
| for a contact (and maybe an offre), edited, then recorded as an "E-mail
| envoyé" interaction and queued: a job sends it from the configured sender
| with the user as reply-to, retries a failing SMTP server, and marks the
| interaction sent or failed (app/services/activite/texte_mailing.ts).
| The request answers at once. Droit "lecteur" gets 403 before anything
| is read; an account the school has not validated reads why on the page and
| its send is refused by the route (`sendMailOutside`); sending is limited
| per user, and per user and address (app/services/platform/mail_limits.ts).
*/

const NO_EMAIL = 'Ce contact n’a pas d’adresse e-mail : ajoutez-en une pour lui écrire.'
const TRASHED = 'Ce contact est dans la corbeille : restaurez-le avant de lui écrire.'

/** The caller's contact of the route (else 404), once they may write (else 403). */
async function writableContact({ auth, bouncer, params }: HttpContext) {
  await bouncer.with('ContactPolicy').authorize('create')
  const user = auth.getUserOrFail()
  const contact = await Contact.findOwnedOrFail(user, params.id)
  await bouncer.with('ContactPolicy').authorize('update', contact)
  return { user, contact }
}

/** A « Contacts » template the caller may use (theirs or a live shared one), or null. */
function usableTexte(user: User, id: number | null | undefined) {
  if (!id) return null
  return Texte.query()
    .apply((scopes) => {
      scopes.readableBy(user)
      /* A « Candidats » one is written for a candidate: its placeholders mean nothing here. */
      scopes.ofCategorie('contacts')
    })
    .where('texte_modeles.id', id)
    .first()
}

/** One of the caller's live offres, with its société for `{{societe.nom}}`, or null. */
function usableOffre(user: User, id: number | null | undefined) {
  if (!id) return null
  return Offre.query()
    .where('offres.user_id', user.id)
    .where('offres.id', id)
    .apply((scopes) => scopes.live())
    .preload('societe', (societe) => societe.select('id', 'nom'))
    .first()
}

/**
 * Counts this send, or refuses it with the time to wait (parallel requests
 * cannot pass a limit). The per-address count is the user's own: another
 * user's sends to the same address are never told.
 */
async function takeSend(user: User, address: string) {
  const refusal = await takeLimits(
    ['templatePerUser', user.id],
    ['templatePerUserAddress', `${user.id}_${address}`]
  )
  if (!refusal) return
  const wait = waitInWords(Math.max(60, refusal.wait))
  throw Refusal.field(
    'envoi',
    refusal.limit === 'templatePerUser'
      ? `Vous avez envoyé ${MAIL_LIMITS.templatePerUser.requests} e-mails en une heure : réessayez dans ${wait}.`
      : `Vous avez écrit ${MAIL_LIMITS.templatePerUserAddress.requests} fois à cette adresse en une heure : réessayez dans ${wait}.`
  )
}

export default class TexteMailsController {
  /** The compose page: `?texte=` renders that template for the contact, `?offre=` adds an offre. */
  async create(ctx: HttpContext) {
    const { user, contact } = await writableContact(ctx)
    if (contact.deletedAt) {
      throw Refusal.because(TRASHED, { backTo: urlFor('contacts.show', { id: contact.id }) })
    }
    const query = await readListQuery(texteMailQueryValidator, ctx.request.qs())
    const [texte, offre, textes, offres, mailRefusal] = await Promise.all([
      usableTexte(user, query.texte),
      usableOffre(user, query.offre),
      Texte.query()
        .select('texte_modeles.id', 'texte_modeles.nom')
        .apply((scopes) => {
          scopes.readableBy(user)
          scopes.ofCategorie('contacts')
        })
        .orderBy('texte_modeles.nom', 'asc')
        .orderBy('texte_modeles.id', 'asc'),
      Offre.choicesFor(user.id),
      mailRefusalOf(ctx.bouncer),
      contact.load('societe'),
    ])
    const draft = texte
      ? renderTexte(texte, placeholderValues(user, contact, offre))
      : { sujet: '', contenu: '' }
    return ctx.inertia.render('contacts/email', {
      contact: { id: contact.id, nomComplet: contact.nomComplet, email: contact.email },
      textes: textes.map((choice) => ({ id: choice.id, nom: choice.nom })),
      offres: offres.map(({ id, reference, titre }) => ({ id, reference, titre })),
      selection: { texte: texte?.id ?? null, offre: offre?.id ?? null },
      draft: { sujet: draft.sujet, corps: draft.contenu },
      replyTo: user.email,
      mailRefusal,
    })
  }

  async store(ctx: HttpContext) {
    const { user, contact } = await writableContact(ctx)
    const data = await ctx.request.validateUsing(texteMailValidator)
    if (contact.deletedAt) throw Refusal.field('envoi', TRASHED)
    if (!contact.email) throw Refusal.field('envoi', NO_EMAIL)
    if (data.texteId && !(await usableTexte(user, data.texteId))) {
      throw Refusal.field('texteId', 'Choisissez un de vos textes.')
    }
    const offre = await usableOffre(user, data.offreId)
    if (data.offreId && !offre) throw Refusal.field('offreId', 'Choisissez une de vos offres.')
    await takeSend(user, contact.email)
    const queued = await queueTexteMail({
      userId: user.id,
      contactId: contact.id,
      offreId: offre?.id ?? null,
      from: { address: user.email, name: user.fullName },
      to: { address: contact.email, name: contact.nomComplet },
      sujet: data.sujet,
      corps: data.corps,
    })
    if (!queued) {
      throw Refusal.field(
        'envoi',
        'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.'
      )
    }
    ctx.session.flash('success', `E-mail envoyé à ${contact.nomComplet}.`)
    return ctx.response.redirect().toRoute('contacts.show', { id: contact.id })
  }
}
