import type Societe from '#models/societe'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A société as the browser sees it (`Data.Societe` and its variants in the
 * generated types): the form's full record by default, smaller shapes for
 * lists, selects, pickers and e-sidoor.
 */
export default class SocieteTransformer extends BaseTransformer<Societe> {
  /** On its form: every field, the description as sanitised HTML. */
  toObject() {
    const societe = this.resource
    return {
      ...this.forList(),
      adresse: societe.adresse,
      description: societe.description,
      updatedAt: societe.updatedAt?.toISO() ?? null,
    }
  }

  /** A list row: what the table shows (no long text; see SOCIETE_ROW_COLUMNS). */
  forList() {
    const societe = this.resource
    return {
      id: societe.id,
      nom: societe.nom,
      siret: societe.siret,
      formeJuridique: societe.formeJuridique,
      secteur: societe.secteur,
      codePostal: societe.codePostal,
      ville: societe.ville,
      pays: societe.pays,
      telephone: societe.telephone,
      email: societe.email,
      siteWeb: societe.siteWeb,
      createdAt: societe.createdAt.toISO(),
      deletedAt: societe.deletedAt?.toISO() ?? null,
    }
  }

  /** As the lists, selects and filters of other resources name it. */
  forChoice() {
    return { id: this.resource.id, nom: this.resource.nom }
  }

  /** In a picker (GET /api/user/societes, docs/product.md §2). */
  forPicker() {
    const { id, nom, ville, siret } = this.resource
    return { id, nom, ville, siret }
  }

  /** What an esi admin checks before validating an employer (e-sidoor's "Employeurs à valider"). */
  forApproval() {
    const { id, nom, siret, siteWeb, ville } = this.resource
    return { id, nom, siret, siteWeb, ville }
  }

  /** On a professional's e-sidoor page (trashed ones included, flagged). */
  forEsidoor() {
    const societe = this.resource
    return {
      ...this.forChoice(),
      siret: societe.siret,
      secteur: societe.secteur,
      ville: societe.ville,
      createdAt: societe.createdAt.toISO(),
      deletedAt: societe.deletedAt?.toISO() ?? null,
    }
  }
}
