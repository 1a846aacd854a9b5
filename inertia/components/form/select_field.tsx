import { useId } from 'react'
import { borderClass, FieldError, FieldLabel } from '~/components/form/field'
import { SelectOptions, type Option } from '~/components/list/select_filter'

/** What a form control choosing one option takes (SelectField, SearchableSelect); null is "none". */
export type ChoiceFieldProps = {
  label: string
  name: string
  value: string | null
  options: Option[]
  error?: string
  placeholder?: string
  onChange: (value: string | null) => void
}

const SELECT =
  'block w-full rounded-md border bg-surface px-3 py-2 text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:text-slate-100'

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
}: ChoiceFieldProps & { required?: boolean }) {
  const id = useId()
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${SELECT} ${borderClass(error)}`}
      >
        <SelectOptions empty={placeholder} options={options} />
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
