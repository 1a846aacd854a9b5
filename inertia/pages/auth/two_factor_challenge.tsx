import { useState } from 'react'
import { urlFor } from '~/client'
import { QuietLink } from '~/components/auth/auth_links'
import { AuthHeading } from '~/components/auth/auth_heading'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { bindFields } from '~/lib/form_field'

/** The second step of a sign-in: the app's code, or a recovery code. */
export default function TwoFactorChallenge() {
  const [recovery, setRecovery] = useState(false)
  const form = useGuestForm({ code: '', recoveryCode: '' })
  const field = bindFields(form)

  return (
    <>
      <AuthHeading title="Double authentification">
        {recovery
          ? 'Saisissez l’un de vos codes de secours. Chacun ne sert qu’une fois.'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </AuthHeading>
      <AuthForm
        action={urlFor('two_factor.challenge.store')}
        onSubmit={() => {
          form.post(urlFor('two_factor.challenge.store'), { onFinish: () => form.reset() })
        }}
      >
        {recovery ? (
          <Field
            key="recoveryCode"
            label="Code de secours"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            autoFocus
            {...field('recoveryCode')}
          />
        ) : (
          <Field
            key="code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
            {...field('code')}
          />
        )}
        <Button className="w-full" processing={form.processing}>
          Valider
        </Button>
      </AuthForm>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => {
            form.reset()
            form.clearErrors()
            setRecovery(!recovery)
          }}
        >
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <QuietLink href={urlFor('login')} label="Retour à la connexion" />
      </div>
    </>
  )
}
