import { urlFor } from '~/client'
import { AccountForm } from '~/components/auth/account_form'
import { AuthHeading } from '~/components/auth/auth_heading'

/** First run (docs/product.md §1): the first account becomes the platform's esi administrator. */
export default function Installation() {
  return (
    <>
      <AuthHeading title="Installation d'e-sidoor" tab="Installation">
        Créez le premier compte. Il aura l'accès esi, le rôle admin et le statut staff : vous
        pourrez ensuite gérer les accès des autres utilisateurs depuis e-sidoor.
      </AuthHeading>
      <AccountForm
        action={urlFor('installation.store')}
        submitLabel="Créer le compte administrateur"
      />
    </>
  )
}
