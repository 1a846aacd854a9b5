import type { InertiaFormProps } from '@inertiajs/react'
import type { Catalogue } from '#catalogues/define'

/** The fields of a form whose value is a string (text inputs, selects, dates). */
type TextKeys<Data> = { [K in keyof Data]: Data[K] extends string ? K : never }[keyof Data] & string

/**
 * The one binder between a `useForm` form and a field component: name, value,
 * the French server error of that field, and the change handler.
 *   const field = bindFields(form, { disabled: readOnly })
 *   <Field label="Ville" {...field('ville')} />
 */
export function bindFields<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>,
  options: { disabled?: boolean } = {}
) {
  return <Name extends TextKeys<Data>>(name: Name) => ({
    name,
    value: form.data[name] as string,
    error: (form.errors as Partial<Record<string, string>>)[name],
    disabled: options.disabled,
    onChange: (value: string) =>
      (form.setData as (key: Name, value: Data[Name]) => void)(name, value as Data[Name]),
  })
}

/**
 * The same binder for selects, whose "nothing chosen" is null on screen and
 * `fallback` (an empty string by default) in the form's data.
 *   const choice = bindChoices(form)
 *   <SelectField label="Civilité" options={…} {...choice('civilite')} />
 */
export function bindChoices<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>,
  options: { disabled?: boolean } = {}
) {
  const field = bindFields(form, options)
  return <Name extends TextKeys<Data>>(name: Name, fallback = '') => {
    const bound = field(name)
    return {
      ...bound,
      value: bound.value || null,
      onChange: (value: string | null) => bound.onChange(value ?? fallback),
    }
  }
}

/** A record form's field label: its catalogue's (app/catalogues), else its name. */
function labelIn(catalogue: Catalogue, name: string) {
  const fields: Record<string, { label: string } | undefined> = catalogue.fields
  return fields[name]?.label ?? name
}

/**
 * bindFields and bindChoices for a record's form: each field also gets its
 * label from the record's catalogue, so a label is written once.
 *   const { text, choice } = bindRecordFields(form, contactCatalogue)
 *   <Field {...text('ville')} />
 */
export function bindRecordFields<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>,
  catalogue: Catalogue,
  options: { disabled?: boolean } = {}
) {
  const field = bindFields(form, options)
  const choose = bindChoices(form, options)
  return {
    text: <Name extends TextKeys<Data>>(name: Name) => ({
      ...field(name),
      label: labelIn(catalogue, name),
    }),
    choice: <Name extends TextKeys<Data>>(name: Name, fallback = '') => ({
      ...choose(name, fallback),
      label: labelIn(catalogue, name),
    }),
  }
}
