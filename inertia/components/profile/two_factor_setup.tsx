import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { SubmitForm, stayAndReset } from '~/components/form/submit_form'
import { bindFields } from '~/lib/form_field'
import { toast } from '~/lib/toast'

/** Two-factor sign-in as the server describes it (app/services/accounts/two_factor_props.ts). */
export type TwoFactorState = {
  enabled: boolean
  required: boolean
  pending: { qrCode: string; secret: string } | null
  recoveryCodes: string[] | null
  recoveryCodesLeft: number
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * A pending setup: the QR code and the secret as text for the app, then the
 * first code it shows, which turns two-factor sign-in on. "Annuler" gives the
 * setup up. Shared by the profile and the enrolment page.
 */
export function TwoFactorSetup({ pending }: { pending: NonNullable<TwoFactorState['pending']> }) {
  const form = useForm({ code: '' })
  const cancel = useForm({})
  const field = bindFields(form)

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={pending.qrCode}
          alt="QR code à scanner avec votre application d’authentification"
          width={176}
          height={176}
          className="size-44 shrink-0 self-center rounded-md bg-white p-1 ring-1 ring-slate-200 sm:self-start dark:ring-white/20"
        />
        <div className="min-w-0 space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>
            <span className="font-semibold text-slate-900 dark:text-white">1.</span> Scannez ce QR
            code avec votre application d’authentification (Google Authenticator, Microsoft
            Authenticator, FreeOTP, 1Password…).
          </p>
          <div>
            <p>Impossible de scanner ? Saisissez cette clé dans l’application :</p>
            <p
              className="mt-1.5 rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-words text-slate-900 select-all dark:bg-white/10 dark:text-white"
              aria-label="Clé secrète"
            >
              {grouped(pending.secret)}
            </p>
          </div>
          <p>
            <span className="font-semibold text-slate-900 dark:text-white">2.</span> Saisissez le
            code à 6 chiffres qu’elle affiche.
          </p>
        </div>
      </div>
      <SubmitForm
        className="space-y-4"
        onSubmit={() => form.post(urlFor('two_factor.confirm'), stayAndReset(form))}
      >
        <Field
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          className="max-w-48"
          {...field('code')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button processing={form.processing}>Confirmer</Button>
          <Button
            type="button"
            variant="secondary"
            processing={cancel.processing}
            onClick={() => cancel.delete(urlFor('two_factor.disable'), { preserveScroll: true })}
          >
            Annuler
          </Button>
        </div>
      </SubmitForm>
    </div>
  )
}

/** Fresh recovery codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast('success', 'Codes de secours copiés.'),
      () => toast('error', 'Copie impossible : sélectionnez les codes et copiez-les à la main.')
    )

  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/30 dark:bg-amber-900/20">
      <p className="text-sm font-semibold text-amber-950 dark:text-amber-100">
        Vos codes de secours
      </p>
      <p className="mt-1 text-sm text-amber-950 dark:text-amber-100/90">
        Copiez-les ou notez-les maintenant et gardez-les en lieu sûr : ils ne seront plus affichés.
        Chacun permet une seule connexion si vous n’avez plus accès à votre application.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Codes de secours">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded bg-white px-2 py-1 text-center tracking-wide text-slate-900 ring-1 ring-amber-200 dark:bg-black/30 dark:text-slate-100 dark:ring-white/10"
          >
            {code}
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" className="mt-4" onClick={copy}>
        Copier les codes
      </Button>
    </div>
  )
}
