import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react'
import { useValueShownBeforeHydration } from '~/lib/hydration'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string
  error?: string
  hint?: ReactNode
  onChange: (value: string) => void
}

const CLIENT_MESSAGES: Record<string, string> = {
  email: 'Invalid email address',
  url: 'Invalid URL',
}

/*
| The frame every form control shares (Field, SelectField, SearchableSelect,
| RichTextField): the label with its required star, the red border and the
| French server error under the control, so they all look and read the same.
*/

/** The label above a control; the star is for the eye only, `required` tells assistive tech. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-300"
    >
      {label}
      {required && (
        <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
}

/** The server's message under a control; `id` is what the control's aria-describedby points to. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300" role="alert">
      {error}
    </p>
  )
}

/** The border colour of a control: red while the server rejects its value. */
export const borderClass = (error?: string) =>
  error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-white/20'

const INPUT =
  'block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-xs outline-none transition placeholder:text-slate-400 focus:border-primary focus:ring-3 focus:ring-primary/25 dark:bg-black/20 dark:text-slate-100'

/**
 * The one text-field component: label, input, French server error under it,
 * and the client-side e-mail/URL checks with the original product's wording.
 */
export function Field({
  label,
  error,
  hint,
  onChange,
  type = 'text',
  className,
  ...input
}: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const ref = useRef<HTMLInputElement>(null)
  useValueShownBeforeHydration(
    ref,
    (el) => el.value,
    typeof input.value === 'string' ? input.value : undefined,
    onChange
  )
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input
        ref={ref}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        onChange={(event) => {
          const el = event.currentTarget
          const message = CLIENT_MESSAGES[type]
          if (message) el.setCustomValidity(el.validity.typeMismatch ? message : '')
          onChange(el.value)
        }}
        className={`${INPUT} ${borderClass(error)}`}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-300">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: string
  error?: string
  hint?: ReactNode
  onChange: (value: string) => void
}

/** The same frame around a multi-line text (a reason, a note): label, textarea, French error. */
export function TextAreaField({
  label,
  error,
  hint,
  onChange,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} />
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${INPUT} ${borderClass(error)}`}
        {...textarea}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-300">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
