import type Societe from '#models/societe'
import type { FormeJuridique, SocieteSort } from '#models/societe'
import type { ListFilters, ListPage } from '#services/list_query'
import { type CsvColumn, frenchDate } from '#services/csv_export'

/** A société as the lists, selects and filters of other resources name it. */
export function serializeSocieteChoice(societe: Societe) {
  return { id: societe.id, nom: societe.nom }
}

export type SocieteChoice = ReturnType<typeof serializeSocieteChoice>

/** A company in a list row: what the table and the CSV show (no long text). */
export function serializeSocieteRow(societe: Societe) {
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

/** A company on its form: every field, the description as sanitised HTML. */
export function serializeSociete(societe: Societe) {
  return {
    ...serializeSocieteRow(societe),
    adresse: societe.adresse,
    description: societe.description,
    updatedAt: societe.updatedAt?.toISO() ?? null,
  }
}

/** A company in a picker (GET /api/user/societes, docs/product.md §2). */
export function serializeSocieteOption(societe: Societe) {
  return { id: societe.id, nom: societe.nom, ville: societe.ville, siret: societe.siret }
}

/** The columns a list row needs, so lists never load descriptions. */
export const SOCIETE_ROW_COLUMNS = [
  'id',
  'nom',
  'siret',
  'forme_juridique',
  'secteur',
  'code_postal',
  'ville',
  'pays',
  'telephone',
  'email',
  'site_web',
  'created_at',
  'deleted_at',
]

export type SerializedSocieteRow = ReturnType<typeof serializeSocieteRow>
export type SerializedSociete = ReturnType<typeof serializeSociete>
export type SerializedSocieteOption = ReturnType<typeof serializeSocieteOption>

/* Props of the company pages; the controller's render calls are checked against them. */
export type SocieteIndexProps = {
  societes: ListPage<SerializedSocieteRow>
  filters: ListFilters<SocieteSort>
  can: { create: boolean }
}

export type SocieteCreateProps = {
  can: { create: boolean }
  formesJuridiques: FormeJuridique[]
}

export type SocieteEditProps = {
  societe: SerializedSociete
  can: { update: boolean; delete: boolean; restore: boolean }
  formesJuridiques: FormeJuridique[]
}

/** A company as a line of the CSV export (French headers, dates dd/mm/yyyy). */
export const SOCIETE_CSV_COLUMNS: CsvColumn<Societe>[] = [
  { header: 'Raison sociale', value: (societe) => societe.nom },
  { header: 'SIRET', value: (societe) => societe.siret },
  { header: 'Forme juridique', value: (societe) => societe.formeJuridique },
  { header: 'Secteur', value: (societe) => societe.secteur },
  { header: 'Code postal', value: (societe) => societe.codePostal },
  { header: 'Ville', value: (societe) => societe.ville },
  { header: 'Pays', value: (societe) => societe.pays },
  { header: 'Téléphone', value: (societe) => societe.telephone },
  { header: 'E-mail', value: (societe) => societe.email },
  { header: 'Site web', value: (societe) => societe.siteWeb },
  { header: 'Créée le', value: (societe) => frenchDate(societe.createdAt) },
]
