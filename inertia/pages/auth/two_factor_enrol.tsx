import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/client'
import { SubmitForm } from '~/components/form/submit_form'
import { LogoutLink } from '~/components/auth/auth_links'
import { AuthHeading } from '~/components/auth/auth_heading'
import { Button } from '~/components/form/button'
import {
  RecoveryCodes,
  TwoFactorSetup,
  type TwoFactorState,
} from '~/components/profile/two_factor_setup'

/**
 * Where staff and esi admins without two-factor sign-in are sent after
 * signing in, until it is on: start, scan and confirm, then note the
 * recovery codes and continue.
 */
export default function TwoFactorEnrol({ twoFactor }: { twoFactor: TwoFactorState }) {
  const enable = useForm({})
  const { enabled, pending, recoveryCodes } = twoFactor

  return (
    <>
      <AuthHeading
        title="Activez la double authentification"
        tab="Activer la double authentification"
      >
        {enabled
          ? 'C’est fait : à chaque connexion, votre application vous donnera le code à saisir.'
          : 'Votre compte a accès aux données de tous les professionnels : en plus du mot de passe, un code à 6 chiffres donné par une application de votre téléphone sera demandé à chaque connexion.'}
      </AuthHeading>

      {pending && <TwoFactorSetup pending={pending} />}

      {!enabled && !pending && (
        <SubmitForm onSubmit={() => enable.post(urlFor('two_factor.enable'))}>
          <Button className="w-full" processing={enable.processing}>
            Commencer
          </Button>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Il vous faut une application d’authentification (Google Authenticator, Microsoft
            Authenticator, FreeOTP, 1Password…). Votre mot de passe peut vous être redemandé.
          </p>
        </SubmitForm>
      )}

      {enabled && recoveryCodes && (
        <div className="space-y-5">
          <RecoveryCodes codes={recoveryCodes} />
          <Link
            href={urlFor('dashboard')}
            className="inline-flex w-full items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white shadow-xs hover:brightness-110"
          >
            J’ai noté mes codes, continuer
          </Link>
        </div>
      )}

      {!enabled && (
        <div className="mt-6 text-right text-sm">
          <LogoutLink />
        </div>
      )}
    </>
  )
}
