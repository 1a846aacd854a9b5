import { useId } from 'react'

type ToggleRowProps = {
  label: string
  description: string
  checked: boolean
  busy?: boolean
  disabled?: boolean
  onToggle: () => void
}

/** One value of the test page: its name, what it gives, and an on/off switch. */
export function ToggleRow({
  label,
  description,
  checked,
  busy,
  disabled,
  onToggle,
}: ToggleRowProps) {
  const id = useId()
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-semibold text-slate-900 dark:text-white">
          {label}
        </p>
        <p id={`${id}-text`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onToggle}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:cursor-wait ${
          checked ? 'bg-primary' : 'bg-slate-300 dark:bg-white/20'
        } ${disabled && !busy ? 'disabled:cursor-not-allowed disabled:opacity-60' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          } ${busy ? 'animate-pulse' : ''}`}
        />
      </button>
    </li>
  )
}
