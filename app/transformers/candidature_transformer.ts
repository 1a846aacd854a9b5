import type Candidature from '#models/candidature'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** The offer of an inbox row, read from the list query's join (candidatureRows). */
export function joinedOffre(candidature: Candidature) {
  return {
    id: candidature.offreId,
    reference: String(candidature.$extras.offre_reference),
    titre: String(candidature.$extras.offre_titre),
  }
}

/**
 * An application as the recruiter sees it (`Data.Candidature` in the
 * generated types): the full record on its page (with its offer loaded), a
 * row of the inbox. The CV's key on the drive never leaves the server: the
 * page links to the download route.
 */
export default class CandidatureTransformer extends BaseTransformer<Candidature> {
  /** On its page: everything the candidate sent, the statut and the notes (offer preloaded). */
  toObject() {
    const candidature = this.resource
    return {
      ...this.summary(),
      telephone: candidature.telephone,
      message: candidature.message,
      notes: candidature.notes,
      cvType: candidature.cvType,
      cvTaille: candidature.cvTaille,
      consentAt: candidature.consentAt.toISO(),
      offre: {
        id: candidature.offre.id,
        reference: candidature.offre.reference,
        titre: candidature.offre.titre,
        statut: candidature.offre.statut,
      },
    }
  }

  /** A row of the inbox (CANDIDATURE_ROW_COLUMNS and the offer's join). */
  forList() {
    return { ...this.summary(), offre: joinedOffre(this.resource) }
  }

  private summary() {
    const candidature = this.resource
    return {
      id: candidature.id,
      prenom: candidature.prenom,
      nom: candidature.nom,
      nomComplet: `${candidature.prenom} ${candidature.nom}`,
      email: candidature.email,
      statut: candidature.statut,
      cvNom: candidature.cvNom,
      createdAt: candidature.createdAt.toISO()!,
    }
  }
}
