import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { Button } from '~/components/form/button'
import { SectionCard } from '~/components/section_card'
import { confirmAction } from '~/lib/confirm'
import {
  RecoveryCodes,
  TwoFactorSetup,
  type TwoFactorState,
} from '~/components/profile/two_factor_setup'
import { plural } from '~/lib/format'

export type { TwoFactorState }

function codesLeft(count: number) {
  if (count === 0) return 'Aucun code de secours restant : créez-en de nouveaux.'
  return plural(count, {
    one: '# code de secours restant.',
    other: '# codes de secours restants.',
  })
}

/**
 * "Double authentification" on the profile: turn it on (QR code, secret,
 * first code), see the recovery codes once, make new ones, turn it off. Each
 * action asks for the password again when it was not typed recently.
 */
export default function TwoFactorForm({ twoFactor }: { twoFactor: TwoFactorState }) {
  const enable = useForm({})
  const regenerate = useForm({})
  const disable = useForm({})
  const { enabled, required, pending, recoveryCodes, recoveryCodesLeft } = twoFactor

  return (
    <SectionCard
      title="Double authentification"
      description="En plus du mot de passe, un code à 6 chiffres donné par une application de votre téléphone est demandé à chaque connexion."
    >
      <div className="space-y-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {enabled ? (
            <Badge tone="success">Activée</Badge>
          ) : pending ? (
            <Badge tone="warning">En cours d’activation</Badge>
          ) : (
            <Badge>Désactivée</Badge>
          )}
          {required && <span>Obligatoire pour votre compte.</span>}
          {enabled && <span>{codesLeft(recoveryCodesLeft)}</span>}
        </p>

        {pending && <TwoFactorSetup pending={pending} />}
        {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}

        {!enabled && !pending && (
          <Button
            type="button"
            processing={enable.processing}
            onClick={() => enable.post(urlFor('two_factor.enable'), { preserveScroll: true })}
          >
            Activer
          </Button>
        )}

        {enabled && (
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="secondary"
              processing={regenerate.processing}
              onClick={async () => {
                const sure = await confirmAction({
                  title: 'Régénérer les codes de secours ?',
                  text: 'Les codes actuels ne fonctionneront plus.',
                  confirm: 'Régénérer',
                })
                if (sure) {
                  regenerate.post(urlFor('two_factor.recovery_codes'), { preserveScroll: true })
                }
              }}
            >
              Régénérer les codes de secours
            </Button>
            <Button
              type="button"
              variant="danger"
              processing={disable.processing}
              onClick={async () => {
                const sure = await confirmAction({
                  title: 'Désactiver la double authentification ?',
                  text: required
                    ? 'Elle est obligatoire pour votre compte : vous devrez la configurer à nouveau avant de continuer.'
                    : 'Votre compte ne sera plus protégé que par votre mot de passe.',
                  confirm: 'Désactiver',
                  danger: true,
                })
                if (sure) disable.delete(urlFor('two_factor.disable'), { preserveScroll: true })
              }}
            >
              Désactiver
            </Button>
          </div>
        )}
      </div>
    </SectionCard>
  )
}
