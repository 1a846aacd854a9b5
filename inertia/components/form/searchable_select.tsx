import { useId, useMemo, useRef, useState } from 'react'
import { ChevronDown, X } from 'lucide-react'
import { borderClass, FieldError, FieldLabel } from '~/components/form/field'
import type { ChoiceFieldProps } from '~/components/form/select_field'
import type { Option } from '~/components/list/select_filter'
import { foldForSearch } from '~/lib/fold_text'

/* Options are matched as the server's search matches records. */
const fold = foldForSearch

const INPUT =
  'block w-full rounded-md border bg-surface py-2 pr-16 pl-3 text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:text-slate-100'

/** A combobox: type to filter the options (accents ignored), arrows + Enter to choose, Escape to close. */
export function SearchableSelect({
  label,
  name,
  value,
  options,
  error,
  placeholder = 'Rechercher…',
  onChange,
}: ChoiceFieldProps) {
  const id = useId()
  const listId = `${id}-list`
  const selected = options.find((option) => option.value === value) ?? null
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)

  const matches = useMemo(
    () => options.filter((option) => fold(option.label).includes(fold(query))),
    [options, query]
  )

  const choose = (option: Option | null) => {
    onChange(option?.value ?? null)
    setQuery('')
    setOpen(false)
  }

  return (
    <div className="relative">
      <FieldLabel htmlFor={id} label={label} />
      <input type="hidden" name={name} value={value ?? ''} />
      <div className="relative">
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-activedescendant={open && matches[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder={selected ? selected.label : placeholder}
          value={open ? query : (selected?.label ?? '')}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 120)}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              setOpen(true)
              setActive((i) => Math.min(i + 1, matches.length - 1))
            } else if (event.key === 'ArrowUp') {
              event.preventDefault()
              setActive((i) => Math.max(i - 1, 0))
            } else if (event.key === 'Enter' && open) {
              event.preventDefault()
              if (matches[active]) choose(matches[active])
            } else if (event.key === 'Escape') {
              setOpen(false)
            }
          }}
          className={`${INPUT} ${borderClass(error)}`}
        />
        <div className="absolute inset-y-0 right-2 flex items-center gap-1 text-slate-400">
          {selected && (
            <button
              type="button"
              aria-label={`Effacer ${label}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(null)}
              className="rounded p-0.5 hover:text-slate-700 dark:hover:text-white"
            >
              <X className="size-4" />
            </button>
          )}
          <ChevronDown className="size-4" aria-hidden="true" />
        </div>
      </div>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-60 w-full overflow-auto rounded-md bg-surface py-1 text-sm shadow-lg ring-1 ring-slate-900/10 dark:ring-white/10"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-slate-500 dark:text-slate-300">
              Sorry, no matching options.
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={option.value === value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-primary/10 text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-200'} ${option.value === value ? 'font-semibold' : ''}`}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      )}
      <FieldError error={error} />
    </div>
  )
}
