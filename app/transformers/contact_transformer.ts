import type Contact from '#models/contact'
import type Societe from '#models/societe'
import { BaseTransformer } from '@adonisjs/core/transformers'
import SocieteTransformer from '#transformers/societe_transformer'
import UserTransformer from '#transformers/user_transformer'

/**
 * A contact as the browser sees it (`Data.Contact` and its variants in the
 * generated types): the page and form's full record by default, smaller
 * shapes for lists, selects and e-sidoor.
 */
export default class ContactTransformer extends BaseTransformer<Contact> {
  /** On its page and form: every field, the notes as sanitised HTML. */
  toObject() {
    const contact = this.resource
    return {
      ...this.forList(),
      societeId: contact.societeId,
      notes: contact.notes,
      updatedAt: contact.updatedAt?.toISO() ?? null,
    }
  }

  /** A list row: what the table shows (no notes; see CONTACT_ROW_COLUMNS). */
  forList() {
    const contact = this.resource
    return {
      id: contact.id,
      civilite: contact.civilite,
      prenom: contact.prenom,
      nom: contact.nom,
      nomComplet: contact.nomComplet,
      email: contact.email,
      telephone: contact.telephone,
      mobile: contact.mobile,
      fonction: contact.fonction,
      societe: this.societe(),
      ville: contact.ville,
      statut: contact.statut,
      createdAt: contact.createdAt.toISO(),
      deletedAt: contact.deletedAt?.toISO() ?? null,
    }
  }

  /** In the référent select of an offer: the page narrows the list to the chosen company. */
  forReferentChoice() {
    const { id, nomComplet, societeId } = this.resource
    return { id, nomComplet, societeId }
  }

  /** In the contact picker of a template preview. */
  forTextePreview() {
    const { id, nomComplet } = this.resource
    return { id, nomComplet, societe: this.societe()?.nom ?? null }
  }

  /** A row of the e-sidoor contacts list: the pro's row plus its owner. */
  forEsidoorList() {
    return { ...this.forList(), owner: this.owner() }
  }

  /** On its e-sidoor page: every field plus its owner. */
  forEsidoor() {
    return { ...this.toObject(), owner: this.owner() }
  }

  /** The contact's company, when it has one and it was preloaded. */
  protected societe() {
    /* An unloaded or empty belongsTo reads as undefined or null. */
    const societe = this.resource.societe as Societe | null | undefined
    return societe ? new SocieteTransformer(societe).forChoice() : null
  }

  /** Whose contact it is, seen from e-sidoor (preloaded `user`). */
  protected owner() {
    const user = this.resource.user as Contact['user'] | null | undefined
    return user ? new UserTransformer(user).forChoice() : null
  }
}
