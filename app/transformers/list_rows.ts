import { DateTime } from 'luxon'
import type ContactTransformer from '#transformers/contact_transformer'
import type SocieteTransformer from '#transformers/societe_transformer'
import type OffreTransformer from '#transformers/offre_transformer'
import type CandidatureTransformer from '#transformers/candidature_transformer'

/*
| The list pages read their rows as plain objects (`.pojo()`: no model is
| built, no preload query runs), with the columns the table shows and the
| company's name joined. Each row becomes exactly the wire shape of its
| transformer's `forList` (the return types say so), so the pages' types and
| props do not change; tests/functional/platform/list_rows_props.spec.ts
| compares both. Dates are read as Lucid reads them (SQL text or a Date).
*/

type Wire<Transformer extends { forList(): unknown }> = ReturnType<Transformer['forList']>

/** A stored date or timestamp as the models consume it (null stays null). */
export function consumed(value: unknown): DateTime | null {
  if (!value) return null
  if (typeof value === 'string') return DateTime.fromSQL(value)
  if (value instanceof Date) return DateTime.fromJSDate(value)
  throw new Error(`A ${typeof value} is not a date`)
}

const isoDateTime = (value: unknown) => consumed(value)?.toISO() ?? null
const isoDate = (value: unknown) => consumed(value)?.toISODate() ?? null

/** A contact row (CONTACT_ROW_COLUMNS and the company's name). */
export type ContactListRow = {
  id: number
  civilite: Wire<ContactTransformer>['civilite']
  prenom: string | null
  nom: string
  email: string | null
  telephone: string | null
  mobile: string | null
  fonction: string | null
  societe_id: number | null
  societe_nom: string | null
  ville: string | null
  statut: Wire<ContactTransformer>['statut']
  created_at: unknown
  deleted_at: unknown
}

export function contactListRow(row: ContactListRow): Wire<ContactTransformer> {
  return {
    id: row.id,
    civilite: row.civilite,
    prenom: row.prenom,
    nom: row.nom,
    /* As Contact.nomComplet builds it. */
    nomComplet: [row.prenom, row.nom].filter(Boolean).join(' '),
    email: row.email,
    telephone: row.telephone,
    mobile: row.mobile,
    fonction: row.fonction,
    societe:
      row.societe_id !== null && row.societe_nom !== null
        ? { id: row.societe_id, nom: row.societe_nom }
        : null,
    ville: row.ville,
    statut: row.statut,
    createdAt: isoDateTime(row.created_at)!,
    deletedAt: isoDateTime(row.deleted_at),
  }
}

/** A société row (SOCIETE_ROW_COLUMNS). */
export type SocieteListRow = {
  id: number
  nom: string
  siret: string | null
  forme_juridique: Wire<SocieteTransformer>['formeJuridique']
  secteur: string | null
  code_postal: string | null
  ville: string | null
  pays: string
  telephone: string | null
  email: string | null
  site_web: string | null
  created_at: unknown
  deleted_at: unknown
}

export function societeListRow(row: SocieteListRow): Wire<SocieteTransformer> {
  return {
    id: row.id,
    nom: row.nom,
    siret: row.siret,
    formeJuridique: row.forme_juridique,
    secteur: row.secteur,
    codePostal: row.code_postal,
    ville: row.ville,
    pays: row.pays,
    telephone: row.telephone,
    email: row.email,
    siteWeb: row.site_web,
    createdAt: isoDateTime(row.created_at)!,
    deletedAt: isoDateTime(row.deleted_at),
  }
}

type OffreWire = Wire<OffreTransformer>

/** An offre row (OFFRE_ROW_COLUMNS: the company's and référent's names joined). */
export type OffreListRow = {
  id: number
  reference: string
  titre: string
  societe_id: number
  contact_id: number | null
  statut: OffreWire['statut']
  type_contrat: OffreWire['typeContrat']
  lieu: string | null
  teletravail: OffreWire['teletravail']
  salaire_min: number | null
  salaire_max: number | null
  date_limite: unknown
  published_at: unknown
  created_at: unknown
  deleted_at: unknown
  societe_nom: string
  contact_prenom: string | null
  contact_nom: string | null
}

export function offreListRow(row: OffreListRow): OffreWire {
  return {
    id: row.id,
    reference: row.reference,
    titre: row.titre,
    statut: row.statut,
    typeContrat: row.type_contrat,
    lieu: row.lieu,
    teletravail: row.teletravail,
    salaireMin: row.salaire_min,
    salaireMax: row.salaire_max,
    dateLimite: isoDate(row.date_limite),
    publishedAt: isoDateTime(row.published_at),
    /* As joinedSociete and joinedContact read the model's extras. */
    societe: { id: row.societe_id, nom: String(row.societe_nom) },
    contact:
      row.contact_id && row.contact_nom
        ? {
            id: row.contact_id,
            nomComplet: [row.contact_prenom, row.contact_nom].filter(Boolean).join(' '),
          }
        : null,
    createdAt: isoDateTime(row.created_at),
    deletedAt: isoDateTime(row.deleted_at),
  }
}

type CandidatureWire = Wire<CandidatureTransformer>

/** An inbox row (CANDIDATURE_ROW_COLUMNS and the offer's reference and title). */
export type CandidatureListRow = {
  id: number
  offre_id: number
  prenom: string
  nom: string
  email: string
  statut: CandidatureWire['statut']
  cv_nom: string
  created_at: unknown
  offre_reference: string
  offre_titre: string
}

export function candidatureListRow(row: CandidatureListRow): CandidatureWire {
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    nomComplet: `${row.prenom} ${row.nom}`,
    email: row.email,
    statut: row.statut,
    cvNom: row.cv_nom,
    createdAt: isoDateTime(row.created_at)!,
    offre: {
      id: row.offre_id,
      reference: String(row.offre_reference),
      titre: String(row.offre_titre),
    },
  }
}
