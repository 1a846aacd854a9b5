import { usePage } from '@inertiajs/react'
import { Clock, CircleX } from 'lucide-react'

/*
| Employer approval (docs/product.md, "Validation des employeurs"): until the
| school validates the account, every back-office page says so under the
| header, and what the account may still do. Waiting: everything but
| publishing and e-mails to contacts and candidates. Refused (or suspended,
| which has no session in practice): read-only, with the reason.
*/
export function ApprovalBanner() {
  const { accountApproval: approval } = usePage().props
  if (!approval) return null
  const refused = approval.status === 'refusee' || approval.status === 'suspendue'
  const Icon = refused ? CircleX : Clock
  return (
    <div
      role="status"
      data-testid="approval-banner"
      className={`flex items-start justify-center gap-2 px-4 py-2.5 text-sm sm:items-center ${
        refused ? 'bg-red-100 text-red-950' : 'bg-amber-100 text-amber-950'
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
      {refused ? (
        <p>
          <strong className="font-semibold">
            {approval.status === 'suspendue'
              ? 'Votre compte est suspendu'
              : "L'école n'a pas validé votre compte"}
          </strong>{' '}
          : vous ne pouvez plus modifier vos données, publier d'offre ni envoyer d'e-mail. Vous
          pouvez encore les consulter, les exporter ou supprimer votre compte.
          {approval.reason && <> Motif : « {approval.reason} »</>} Contactez l'école pour en savoir
          plus.
        </p>
      ) : (
        <p>
          <strong className="font-semibold">Votre compte est en attente de validation</strong> par
          l'école. Vous pouvez déjà préparer vos sociétés, contacts et offres ; la publication et
          l'envoi d'e-mails seront possibles une fois le compte validé.
        </p>
      )}
    </div>
  )
}
