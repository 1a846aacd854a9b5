import type Texte from '#models/texte'
import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A text template as its viewer sees it (`Data.Texte` and its variants
 * in the generated types): theirs, or someone's shared one.
 */
export default class TexteTransformer extends BaseTransformer<Texte> {
  constructor(
    resource: Texte,
    protected viewer: User
  ) {
    super(resource)
  }

  /** On its page and form: the content as sanitised HTML with its placeholders. */
  toObject() {
    return {
      ...this.forList(),
      contenu: this.resource.contenu,
      createdAt: this.resource.createdAt.toISO(),
    }
  }

  /** A list row (no content; see TEXTE_ROW_COLUMNS). */
  forList() {
    const texte = this.resource
    const mine = texte.userId === this.viewer.id
    /* An unloaded belongsTo reads as undefined. */
    const owner = texte.user as User | undefined
    return {
      id: texte.id,
      nom: texte.nom,
      sujet: texte.sujet,
      categorie: texte.categorie,
      partage: texte.partage,
      mine,
      auteur: mine ? null : (owner?.fullName ?? null),
      updatedAt: (texte.updatedAt ?? texte.createdAt).toISO(),
      deletedAt: texte.deletedAt?.toISO() ?? null,
    }
  }
}
