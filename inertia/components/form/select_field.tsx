import { useId } from 'react'
import type { Option } from '~/components/list/select_filter'

type SelectFieldProps = {
  label: string
  name: string
  value: string | null
  options: Option[]
  error?: string
  placeholder?: string
  required?: boolean
  onChange: (value: string | null) => void
}

/** A plain select in a form, same frame as Field. */
export function SelectField({
  label,
  name,
  value,
  options,
  error,
  placeholder = '— Choisir —',
  required,
  onChange,
}: SelectFieldProps) {
  const id = useId()
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
        {required && (
          <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || null)}
        className={`block w-full rounded-md border bg-surface px-3 py-2 text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:text-slate-100 ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-white/20'
        }`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
