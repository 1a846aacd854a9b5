import { lazy, Suspense, useId } from 'react'
import type { Insertable } from '~/components/form/insert_menu'

/* TipTap is heavy: its chunk loads only where a rich-text field is shown. */
const RichTextEditor = lazy(() => import('~/components/form/rich_text_editor'))

type RichTextFieldProps = {
  label: string
  value: string
  error?: string
  required?: boolean
  onChange: (html: string) => void
  /** Adds an "Insérer une variable" menu to the toolbar (template placeholders). */
  insertables?: Insertable[]
}

export function RichTextField({
  label,
  value,
  error,
  required,
  onChange,
  insertables,
}: RichTextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
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
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
