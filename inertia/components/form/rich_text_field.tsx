import { lazy, Suspense, useId } from 'react'
import { FieldError, FieldLabel } from '~/components/form/field'
import type { Insertable } from '~/components/form/insert_menu'

/* TipTap is heavy: its chunk loads only where a rich-text field is shown. */
const RichTextEditor = lazy(() => import('~/components/form/rich_text_editor'))

type RichTextFieldProps = {
  label: string
  /** Given by the form binder (`bindFields`); the editor posts no input of its own. */
  name?: string
  value: string
  error?: string
  required?: boolean
  /** Read-only: the sanitised HTML is shown as text, without an editor. */
  disabled?: boolean
  className?: string
  onChange: (html: string) => void
  /** Adds an "Insérer une variable" menu to the toolbar (template placeholders). */
  insertables?: Insertable[]
}

export function RichTextField({
  label,
  value,
  error,
  required,
  disabled,
  className,
  onChange,
  insertables,
}: RichTextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  if (disabled)
    return (
      <div className={className}>
        <p className="mb-1.5 text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</p>
        <div
          className="rich-text rounded-md border border-slate-200 p-3 text-sm dark:border-white/10"
          dangerouslySetInnerHTML={{ __html: value || '<p>—</p>' }}
        />
      </div>
    )
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Suspense
        fallback={
          <div
            className="h-52 animate-pulse rounded-md bg-slate-100 dark:bg-white/5"
            aria-label="Chargement de l'éditeur"
          />
        }
      >
        <RichTextEditor
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          invalid={!!error}
          describedBy={error ? errorId : undefined}
          insertables={insertables}
        />
      </Suspense>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
