import type User from '#models/user'
import { SocieteFactory } from '#database/factories/societe_factory'
import { ContactFactory } from '#database/factories/contact_factory'

/*
| The référent select's cast (tests/functional/offres/referent_choices.spec.ts and
| tests/browser/offres/referent_reload.spec.ts): two sociétés of `user`, Camille Roussel
| at Numéria Conseil, Léa Vidal at Vitalis Énergies, and Sam Seul at none.
*/
export async function societesWithReferents(user: User) {
  const [numeria, vitalis] = await SocieteFactory.merge([
    { userId: user.id, nom: 'Numéria Conseil' },
    { userId: user.id, nom: 'Vitalis Énergies' },
  ]).createMany(2)
  const contact = (societeId: number | null, prenom: string, nom: string) =>
    ContactFactory.merge({ userId: user.id, societeId, prenom, nom }).create()
  const camille = await contact(numeria.id, 'Camille', 'Roussel')
  const lea = await contact(vitalis.id, 'Léa', 'Vidal')
  const solo = await contact(null, 'Sam', 'Seul')
  return { numeria, vitalis, camille, lea, solo }
}
