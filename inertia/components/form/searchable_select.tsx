import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { ChevronDown, X } from 'lucide-react'
import { borderClass, FieldError, FieldLabel } from '~/components/form/field'
import type { ChoiceFieldProps } from '~/components/form/select_field'
import type { Option } from '~/components/list/select_filter'
import { foldForSearch } from '~/lib/fold_text'

const INPUT =
  'block w-full rounded-md border bg-surface py-2 pr-16 pl-3 text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:text-slate-100'
const PANEL =
  'absolute z-30 mt-1 max-h-60 w-full overflow-auto rounded-md bg-surface py-1 text-sm shadow-lg ring-1 ring-slate-900/10 dark:ring-white/10'

/**
 * A combobox (Headless UI): type to filter the options as the server's search
 * matches records (accents and ligatures folded), arrows + Enter to choose,
 * Escape to close with the focus left in the box, the × button to clear.
 * While the list is open the box holds only the search text, the current
 * choice standing as its placeholder; closed, it shows the choice.
 * Only the rows in view are rendered (`virtual`): a pro's 1,000 contacts open
 * as fast as ten. The hidden input keeps the value in the form's DOM.
 */
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
  const selected = options.find((option) => option.value === value) ?? null
  const [query, setQuery] = useState('')

  const folded = useMemo(
    () => options.map((option) => ({ option, text: foldForSearch(option.label) })),
    [options]
  )
  const matches = useMemo(() => {
    const term = foldForSearch(query)
    return folded.filter(({ text }) => text.includes(term)).map(({ option }) => option)
  }, [folded, query])

  /* The list opens on an empty search, whatever the box showed. */
  const clearSearch = (input: HTMLInputElement) => {
    input.value = ''
    setQuery('')
  }

  return (
    <div className="relative">
      <FieldLabel htmlFor={id} label={label} />
      <input type="hidden" name={name} value={value ?? ''} />
      <Combobox
        value={selected}
        by="value"
        immediate
        virtual={{ options: matches }}
        /* Headless UI reports null when the search text is erased: only × clears. */
        onChange={(option: Option | null) => {
          if (option) onChange(option.value)
          setQuery('')
        }}
        onClose={() => setQuery('')}
      >
        {({ open }) => (
          <>
            <div className="relative">
              <ComboboxInput
                id={id}
                aria-invalid={error ? true : undefined}
                autoComplete="off"
                placeholder={selected ? selected.label : placeholder}
                displayValue={(option: Option | null) => option?.label ?? ''}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={(event: FocusEvent<HTMLInputElement>) => clearSearch(event.currentTarget)}
                onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                  if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
                    clearSearch(event.currentTarget)
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
                    onClick={() => {
                      onChange(null)
                      setQuery('')
                    }}
                    className="rounded p-0.5 hover:text-slate-700 dark:hover:text-white"
                  >
                    <X className="size-4" />
                  </button>
                )}
                <ChevronDown className="size-4" aria-hidden="true" />
              </div>
            </div>
            {open && matches.length === 0 && (
              <div className={PANEL}>
                <p role="status" className="px-3 py-2 text-slate-500 dark:text-slate-300">
                  Sorry, no matching options.
                </p>
              </div>
            )}
            {/* Not modal: the page keeps its scroll bar and stays reachable, as before. */}
            <ComboboxOptions
              modal={false}
              aria-label={label}
              className={`${PANEL} ${matches.length === 0 ? 'hidden' : ''}`}
            >
              {({ option }: { option: Option }) => (
                <ComboboxOption
                  value={option}
                  className={({ focus, selected: chosen }) =>
                    `w-full cursor-pointer px-3 py-2 ${focus ? 'bg-primary/10 text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-200'} ${chosen ? 'font-semibold' : ''}`
                  }
                >
                  {option.label}
                </ComboboxOption>
              )}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
      <FieldError error={error} />
    </div>
  )
}
