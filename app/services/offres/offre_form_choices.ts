import Contact from '#models/contact'
import { MODES_TELETRAVAIL, TYPES_CONTRAT } from '#models/offre'
import Societe from '#models/societe'
import type User from '#models/user'
import type ContactTransformer from '#transformers/contact_transformer'
import type SocieteTransformer from '#transformers/societe_transformer'
import { PUBLICATION_NEEDS, accountRefusal } from '#services/offres/offre_workflow'

/** The wire shape of a transformer's variant. */
type Wire<T, V extends keyof T> = T[V] extends (...args: never[]) => infer R ? R : never

/**
 * The choices of the shared offer form: the caller's live companies, the enums, and the
 * contacts the référent may be (docs/product.md: of the chosen société or of none): those
 * of `societeId` and those without a société. The form reloads them when the société
 * changes; a pro may have thousands of contacts, all sent before (12 ms and 50 KB per
 * offer page at 1,000). Read as plain rows, in the transformers' wire shapes.
 */
export async function offreFormChoices(user: User, societeId: number | null) {
  const contacts = await Contact.query()
    .select('contacts.id', 'contacts.prenom', 'contacts.nom', 'contacts.societe_id')
    .apply((scopes) => {
      scopes.ownedBy(user)
      scopes.trash()
    })
    .where((referents) => {
      referents.whereNull('contacts.societe_id')
      if (societeId) referents.orWhere('contacts.societe_id', societeId)
    })
    .orderBy('contacts.nom', 'asc')
    .orderBy('contacts.prenom', 'asc')
    .orderBy('contacts.id', 'asc')
    .pojo<{ id: number; prenom: string | null; nom: string; societe_id: number | null }>()
  const societes = await Societe.choicesFor(user).pojo<{ id: number; nom: string }>()
  return {
    societes: societes.map(({ id, nom }): Wire<SocieteTransformer, 'forChoice'> => ({ id, nom })),
    contacts: contacts.map((row): Wire<ContactTransformer, 'forReferentChoice'> => ({
      id: row.id,
      /* As Contact.nomComplet builds it. */
      nomComplet: [row.prenom, row.nom].filter(Boolean).join(' '),
      societeId: row.societe_id,
    })),
    typesContrat: [...TYPES_CONTRAT],
    teletravail: [...MODES_TELETRAVAIL],
    /* The fields the form marks "Requis pour publier": the workflow's own list. */
    publicationNeeds: [...PUBLICATION_NEEDS],
    /* Employer approval: why publishing will be refused, or null. */
    accountRefusal: accountRefusal(user),
  }
}
