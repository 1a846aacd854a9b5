import type Offre from '#models/offre'
import type Contact from '#models/contact'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { sanitizeRichText } from '#services/textes/rich_text'
import SocieteTransformer from '#transformers/societe_transformer'
import { publicSlug, shownSiteWeb, shownText } from '#services/emplois/public_offres'

/* The board's dates are French days. */
const PARIS = 'Europe/Paris'

/* Words too small to give a company its initials ("Ligérienne de Métallerie" is "LM"). */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'd', 'l', 'au', 'aux'])

/** One or two capital letters standing for the company where a logo would be. */
export function initialsOf(nom: string) {
  const words = nom.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const significant = words.filter((word) => !PARTICLES.has(word.toLowerCase()))
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

/**
 * An offer as the browser sees it (`Data.Offre` and its variants in the
 * generated types): the form's full record by default, the list row (names
 * read from the list query's joins), the candidate's view, and the short
 * shapes other pages show.
 */
export default class OffreTransformer extends BaseTransformer<Offre> {
  /** On its form: every field, the rich texts as sanitised HTML. */
  toObject() {
    const offre = this.resource
    return {
      ...this.summary(),
      societeId: offre.societeId,
      contactId: offre.contactId,
      description: offre.description,
      profil: offre.profil,
      candidature: offre.candidature,
      closedAt: offre.closedAt?.toISO() ?? null,
      createdAt: offre.createdAt.toISO(),
      updatedAt: offre.updatedAt?.toISO() ?? null,
      deletedAt: offre.deletedAt?.toISO() ?? null,
    }
  }

  /** A list row (Offre.withSocieteAndContact, OFFRE_ROW_COLUMNS): no long text. */
  forList() {
    const offre = this.resource
    return {
      ...this.omit(this.summary(), ['dateDebut']),
      societe: joinedSociete(offre),
      contact: joinedContact(offre),
      createdAt: offre.createdAt.toISO(),
      deletedAt: offre.deletedAt?.toISO() ?? null,
    }
  }

  /**
   * As a candidate reads it (company and référent preloaded). The rich texts
   * are sanitised again on the way out, whatever wrote them.
   */
  forPreview() {
    const offre = this.resource
    const contact = offre.contact as Contact | null
    return {
      ...this.summary(),
      description: sanitizeRichText(offre.description),
      profil: offre.profil ? sanitizeRichText(offre.profil) || null : null,
      societe: {
        nom: offre.societe.nom,
        ville: offre.societe.ville,
        siteWeb: offre.societe.siteWeb,
        initiales: initialsOf(offre.societe.nom),
        presentation: presentationOf(offre.societe),
      },
      contact: contact
        ? {
            nomComplet: contact.nomComplet,
            fonction: contact.fonction,
            email: contact.email,
            telephone: contact.telephone,
          }
        : null,
    }
  }

  /**
   * A card of the public job board (publicOffres(): the société's name and
   * town joined, already cut a character past what is shown).
   */
  forPublicList() {
    const offre = this.resource
    const nom = shownText(String(offre.$extras.societe_nom))
    const { salaireMin, salaireMax, ...card } = this.omit(this.summary(), [
      'id',
      'statut',
      'reference',
      'dateDebut',
      'dateLimite',
      'publishedAt',
    ])
    return {
      /*
       * What a card shows, in few bytes (20 on each page of /emplois): the slug
       * carries the reference; a salary only when given; of the dates, the
       * publication's French day ("2026-11-26").
       */
      ...card,
      ...(salaireMin !== null || salaireMax !== null ? { salaireMin, salaireMax } : {}),
      publishedOn: offre.publishedAt?.setZone(PARIS).toISODate() ?? null,
      slug: publicSlug(offre),
      societe: {
        nom,
        ville: shownText((offre.$extras.societe_ville as string | null) ?? null),
        initiales: initialsOf(nom),
      },
    }
  }

  /**
   * The public page (société preloaded): the candidate's view without the
   * référent, and where to apply when the pro gave it.
   */
  forPublic() {
    const offre = this.resource
    return {
      ...this.omit(this.summary(), ['id', 'statut']),
      slug: publicSlug(offre),
      description: sanitizeRichText(offre.description),
      profil: offre.profil ? sanitizeRichText(offre.profil) || null : null,
      postuler: applyLink(offre.candidature),
      societe: {
        nom: shownText(offre.societe.nom),
        ville: shownText(offre.societe.ville),
        siteWeb: shownSiteWeb(offre.societe.siteWeb),
        initiales: initialsOf(shownText(offre.societe.nom)),
        presentation: presentationOf(offre.societe),
      },
    }
  }

  /** On its référent's contact page (company preloaded). */
  forReferent() {
    return {
      ...this.identity(),
      societe: new SocieteTransformer(this.resource.societe).forChoice(),
    }
  }

  /** In the offer picker of a template preview. */
  forTextePreview() {
    const { id, reference, titre } = this.resource
    return { id, reference, titre }
  }

  /** Above its applications' board: which offer, and whether it is closed or in the trash. */
  forBoard() {
    return { ...this.identity(), deletedAt: this.resource.deletedAt?.toISO() ?? null }
  }

  /** On a professional's e-sidoor page (trashed ones included, flagged). */
  forEsidoor() {
    const offre = this.resource
    const societe = offre.societe as Offre['societe'] | null | undefined
    return {
      ...this.identity(),
      societe: societe ? new SocieteTransformer(societe).forChoice() : null,
      createdAt: offre.createdAt.toISO(),
      deletedAt: offre.deletedAt?.toISO() ?? null,
    }
  }

  protected identity() {
    const { id, reference, titre, statut } = this.resource
    return { id, reference, titre, statut }
  }

  /** What every full view of an offer shows: terms, dates and statut. */
  protected summary() {
    const offre = this.resource
    return {
      ...this.identity(),
      typeContrat: offre.typeContrat,
      lieu: offre.lieu,
      teletravail: offre.teletravail,
      salaireMin: offre.salaireMin,
      salaireMax: offre.salaireMax,
      dateDebut: offre.dateDebut?.toISODate() ?? null,
      dateLimite: offre.dateLimite?.toISODate() ?? null,
      publishedAt: offre.publishedAt?.toISO() ?? null,
    }
  }
}

/**
 * A mailto: link to one address, each side of its last "@" percent-encoded:
 * whatever is stored ("jobs?bcc=spy@…", quotes, "&", "#"), it can only name
 * that one recipient, never add a header (Cc, Bcc, Body) nor a second address.
 * The browser's copy is inertia/lib/mailto.ts.
 */
export function mailtoHref(address: string) {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

/** The "Postuler" link of a public offer: its address, or a mailto: for an e-mail. */
export function applyLink(candidature: string | null) {
  if (!candidature) return null
  if (/^https?:\/\//i.test(candidature)) return { href: candidature, email: null }
  if (/^[^\s@]+@[^\s@]+$/.test(candidature)) {
    return { href: mailtoHref(candidature), email: candidature }
  }
  return null
}

/**
 * The société's « Présentation » (its description) for the candidate's view of
 * an offer: sanitised again on the way out, as the offer's own texts; null
 * when it says nothing.
 */
function presentationOf(societe: { description: string | null }) {
  return societe.description ? sanitizeRichText(societe.description) || null : null
}

/* Names read from the list query's joins (Offre.withSocieteAndContact). */
export function joinedSociete(offre: Offre) {
  return { id: offre.societeId, nom: String(offre.$extras.societe_nom) }
}

export function joinedContact(offre: Offre) {
  if (!offre.contactId || !offre.$extras.contact_nom) return null
  const prenom = offre.$extras.contact_prenom as string | null
  const nom = offre.$extras.contact_nom as string
  /* "Prénom Nom", as Contact.nomComplet builds it. */
  return { id: offre.contactId, nomComplet: [prenom, nom].filter(Boolean).join(' ') }
}
