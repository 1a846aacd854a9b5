import { useId, useRef } from 'react'
import { useValueShownBeforeHydration } from '~/lib/hydration'

type CheckboxProps = {
  label: string
  checked: boolean
  name?: string
  disabled?: boolean
  onChange: (checked: boolean) => void
}

export function Checkbox({ label, checked, name, disabled, onChange }: CheckboxProps) {
  const id = useId()
  const ref = useRef<HTMLInputElement>(null)
  useValueShownBeforeHydration(ref, (el) => el.checked, checked, onChange)
  return (
    <div className="flex items-center gap-2">
      <input
        ref={ref}
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 rounded border-slate-300 accent-[var(--color-primary)] disabled:opacity-60"
      />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  )
}
