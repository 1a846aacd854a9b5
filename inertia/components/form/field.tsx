import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

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
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
        {input.required && (
          <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const el = event.currentTarget
          const message = CLIENT_MESSAGES[type]
          if (message) el.setCustomValidity(el.validity.typeMismatch ? message : '')
          onChange(el.value)
        }}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-xs outline-none transition placeholder:text-slate-400 focus:border-primary focus:ring-3 focus:ring-primary/25 dark:bg-black/20 dark:text-slate-100 ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-white/20'
        }`}
        {...input}
      />
      {hint && !error && <p className="mt-1 text-xs text-slate-500 dark:text-slate-300">{hint}</p>}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
