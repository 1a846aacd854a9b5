import { useEffect, useRef, useState } from 'react'
import { Search } from 'lucide-react'

/** Search box of a list: the list follows as the person types (debounced 300 ms). */
export function SearchFilter({
  value,
  onSearch,
  label = 'Rechercher',
  placeholder,
}: {
  value: string | null
  onSearch: (search: string) => void
  label?: string
  placeholder?: string
}) {
  const [text, setText] = useState(value ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(onSearch)

  useEffect(() => {
    latest.current = onSearch
  }, [onSearch])
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <div className="relative w-full sm:w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? `${label}…`}
        value={text}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => latest.current(next.trim()), 300)
        }}
        className="block w-full rounded-md border border-slate-300 bg-surface py-2 pr-3 pl-9 text-sm text-slate-900 shadow-xs outline-none focus:border-primary focus:ring-3 focus:ring-primary/25 dark:border-white/20 dark:text-slate-100"
      />
    </div>
  )
}
