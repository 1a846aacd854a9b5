import type Societe from '#models/societe'
import OwnedRecordPolicy from '#policies/owned_record_policy'

/*
| Every signed-in role uses the companies module (docs/product.md §1), so no
| `before` guard; droit "lecteur" is read-only. Controllers load records
| through `Societe.ownedBy`, so another owner's id is already a 404 before a
| policy runs; the ownership checks (view, update, delete, restore, from
| `OwnedRecordPolicy`) are the second guard.
*/
export default class SocietePolicy extends OwnedRecordPolicy<Societe> {}
