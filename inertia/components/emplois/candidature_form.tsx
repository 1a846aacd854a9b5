import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { CircleCheck, Send } from 'lucide-react'
import { CANDIDATURE_HONEYPOT, candidatureCatalogue } from '#catalogues/candidature'
import { urlFor } from '~/client'
import { http } from '~/lib/http'
import { Button } from '~/components/form/button'
import { Field, FieldError, FieldLabel, TextAreaField, borderClass } from '~/components/form/field'
import { bindRecordFields } from '~/lib/form_field'

/*
| A candidate's application on a public offer (docs/product.md,
| "Candidatures"). The offer's page may come from a shared cache, without
| the session and CSRF cookies: "Postuler" first asks the server (no cache)
| whether the offer still takes applications, which also sets those cookies
| (docs/decisions.md). The CV goes as multipart (`forceFormData`).
*/

/** Largest CV (bytes): checked here to spare sending it, and by the server on its bytes. */
const CV_MAX_BYTES = 5 * 1024 * 1024
const CV_ACCEPT =
  '.pdf,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text'

const FAILURES: Record<number, string> = {
  404: 'Cette offre ne reçoit plus de candidatures.',
  413: 'Le CV dépasse 5 Mo.',
  419: 'La page a expiré : envoyez de nouveau le formulaire.',
  429: 'Trop de candidatures envoyées depuis votre connexion. Réessayez plus tard.',
}
const FAILED = 'La candidature n’a pas pu être envoyée. Réessayez dans un instant.'
/** An answer without the server's word of success: nothing may be claimed. */
const UNCONFIRMED =
  'Nous n’avons pas reçu la confirmation de votre envoi. Rechargez la page : si votre candidature est arrivée, un nouvel envoi vous le dira.'

/** Asks whether `reference` still takes applications; its answer brings the CSRF cookie. */
async function prepare(reference: string) {
  const answer = await http.get<{ retentionMonths: number }>(
    urlFor('emplois.candidatures.create', { reference })
  )
  return answer.retentionMonths
}

/** « Postuler »: opens the form once the server has answered. */
export function ApplyButton({
  reference,
  onReady,
}: {
  reference: string
  onReady: (retentionMonths: number) => void
}) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <div>
      <button
        type="button"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setFailure(null)
          try {
            onReady(await prepare(reference))
          } catch {
            setFailure('Le formulaire n’a pas pu s’ouvrir. Réessayez dans un instant.')
          } finally {
            setBusy(false)
          }
        }}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 font-semibold text-white shadow-sm hover:brightness-110 disabled:opacity-60"
      >
        <Send className="size-5" aria-hidden="true" />
        Postuler
      </button>
      <p aria-live="polite" className="mt-2 text-sm text-red-700 dark:text-red-400">
        {failure}
      </p>
    </div>
  )
}

type CandidatureFormData = {
  prenom: string
  nom: string
  email: string
  telephone: string
  message: string
  consentement: boolean
  cv: File | null
  [CANDIDATURE_HONEYPOT]: string
}

/** The application form, shown under the offer once « Postuler » is pressed. */
export function CandidatureForm({
  reference,
  retentionMonths,
}: {
  reference: string
  retentionMonths: number
}) {
  const form = useForm<CandidatureFormData>({
    prenom: '',
    nom: '',
    email: '',
    telephone: '',
    message: '',
    consentement: false,
    cv: null,
    [CANDIDATURE_HONEYPOT]: '',
  })
  const { text } = bindRecordFields(form, candidatureCatalogue)
  /* The server's words of success (app/controllers/emplois_candidatures_controller.ts), once sent. */
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const ids = { cv: useId(), consent: useId(), trap: useId() }
  const errors = form.errors as Partial<Record<string, string>>
  const errorCount = Object.keys(errors).filter((key) => key !== 'E_VALIDATION_ERROR').length

  useEffect(() => {
    headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    headingRef.current?.focus()
  }, [])
  useEffect(() => {
    if (sent) doneRef.current?.focus()
  }, [sent])

  function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (form.data.cv && form.data.cv.size > CV_MAX_BYTES) {
      form.setError('cv', FAILURES[413])
      return
    }
    form.clearErrors()
    form.post(urlFor('emplois.candidatures.store', { reference }), {
      forceFormData: true,
      preserveScroll: true,
      preserveState: true,
      /*
      | Success only when this submission's answer says so: the server's
      | flash, which only the redirect after a stored application carries (a
      | page from any cache would carry none, and no errors either).
      */
      onSuccess: (page) => {
        if (page.flash.success) setSent(page.flash.success)
        else setFailure(UNCONFIRMED)
      },
      onHttpException: (response) => {
        setFailure(FAILURES[response.status] ?? FAILED)
        /* A new token for the next try (the session may have expired). */
        if (response.status === 419) void prepare(reference).catch(() => undefined)
        return false
      },
      onNetworkError: () => {
        setFailure(FAILED)
        return false
      },
    })
  }

  if (sent) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="mt-8 flex gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 outline-none dark:bg-emerald-900/30 dark:text-emerald-100 dark:ring-emerald-700/50"
      >
        <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
        <p>{sent}</p>
      </div>
    )
  }

  const summary =
    failure ??
    errors.form ??
    (errorCount > 0 ? 'Le formulaire contient des erreurs : corrigez les champs signalés.' : null)
  return (
    <section
      id="candidater"
      aria-labelledby="candidater-title"
      className="mt-8 rounded-lg bg-surface p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:ring-white/10"
    >
      <h2
        id="candidater-title"
        ref={headingRef}
        tabIndex={-1}
        /* Scrolled to below the board's sticky header, not under it. */
        className="scroll-mt-24 text-xl font-bold text-slate-900 outline-none dark:text-white"
      >
        Postuler à cette offre
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Les champs marqués d’une étoile sont obligatoires.
      </p>
      <div aria-live="assertive" className="mt-3">
        {summary && (
          <p className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 dark:bg-red-900/30 dark:text-red-100 dark:ring-red-700/50">
            {summary}
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field {...text('prenom')} required autoComplete="given-name" maxLength={120} />
        <Field {...text('nom')} required autoComplete="family-name" maxLength={120} />
        <Field {...text('email')} type="email" required autoComplete="email" maxLength={254} />
        <Field {...text('telephone')} type="tel" autoComplete="tel" maxLength={30} />
        <TextAreaField
          {...text('message')}
          className="sm:col-span-2"
          rows={6}
          maxLength={5000}
          hint="Texte simple, 5 000 caractères au plus."
        />
        <div className="sm:col-span-2">
          <FieldLabel htmlFor={ids.cv} label={candidatureCatalogue.fields.cv.label} required />
          <input
            id={ids.cv}
            name="cv"
            type="file"
            accept={CV_ACCEPT}
            required
            aria-invalid={errors.cv ? true : undefined}
            aria-describedby={errors.cv ? `${ids.cv}-error` : `${ids.cv}-hint`}
            onChange={(event) => form.setData('cv', event.currentTarget.files?.[0] ?? null)}
            className={`block w-full rounded-md border bg-white p-2 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold dark:bg-black/20 dark:text-slate-100 dark:file:bg-white/10 ${borderClass(errors.cv)}`}
          />
          {!errors.cv && (
            <p id={`${ids.cv}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-300">
              PDF, Word (.docx) ou OpenDocument (.odt), 5 Mo au plus.
            </p>
          )}
          <FieldError id={`${ids.cv}-error`} error={errors.cv} />
        </div>
        {/* For robots only: hidden from people and assistive tech; a filled one sends nothing. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={ids.trap}>Ne remplissez pas ce champ</label>
          <input
            id={ids.trap}
            name={CANDIDATURE_HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.data[CANDIDATURE_HONEYPOT]}
            onChange={(event) => form.setData(CANDIDATURE_HONEYPOT, event.currentTarget.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-2">
            <input
              id={ids.consent}
              name="consentement"
              type="checkbox"
              required
              checked={form.data.consentement}
              aria-invalid={errors.consentement ? true : undefined}
              aria-describedby={errors.consentement ? `${ids.consent}-error` : undefined}
              onChange={(event) => form.setData('consentement', event.currentTarget.checked)}
              className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-[var(--color-primary)]"
            />
            <label htmlFor={ids.consent} className="text-sm text-slate-700 dark:text-slate-300">
              J’accepte que mes informations et mon CV soient transmis au recruteur de cette offre,
              seul à les voir, pour traiter ma candidature. Ils sont supprimés {retentionMonths}{' '}
              mois après la clôture de l’offre, ou dès que je retire ma candidature (lien dans
              l’e-mail de confirmation).
              <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
                *
              </span>
            </label>
          </div>
          <FieldError id={`${ids.consent}-error`} error={errors.consentement} />
        </div>
        <div className="sm:col-span-2">
          <Button processing={form.processing} className="w-full py-3 sm:w-auto">
            <Send className="size-4" aria-hidden="true" />
            Envoyer ma candidature
          </Button>
        </div>
      </form>
    </section>
  )
}
