import { useState } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { FormDataKeys, FormDataType } from '@inertiajs/core'

/** What a guest page whose form works before hydration receives (app/controllers/auth/guest_form.ts). */
export type GuestFormPageProps = {
  csrfToken?: string
  old?: Record<string, string>
  errors?: Record<string, string>
}

type FormValues = Record<string, string | boolean>

/** A checkbox sent by the browser itself comes back as "on". */
function withOld<Data>(initial: Data, old: Record<string, string> = {}): Data {
  const data = { ...initial } as FormValues
  for (const [name, value] of Object.entries(old)) {
    if (!(name in data)) continue
    data[name] = typeof data[name] === 'boolean' ? ['on', 'true', '1'].includes(value) : value
  }
  return data as Data
}

/**
 * The `useForm` of a guest form that the browser may have sent itself before
 * hydration (a plain POST, see AuthForm): the refused answer comes back as a
 * new page with the errors in its props and what was typed in `old`. The form
 * starts from both; its first own submit replaces those errors with its own.
 */
export function useGuestForm<Data extends FormDataType<Data>>(initial: Data) {
  const { old, errors } = usePage<GuestFormPageProps>().props
  const form = useForm<Data>(withOld(initial, old))
  const [fromServer, setFromServer] = useState<Record<string, string>>(() => errors ?? {})
  const [sent, setSent] = useState(false)
  if (form.processing && !sent) {
    setSent(true)
    setFromServer({})
  }
  return {
    ...form,
    errors: { ...fromServer, ...form.errors } as typeof form.errors,
    clearErrors: ((...fields: string[]) => {
      setFromServer({})
      form.clearErrors(...(fields as FormDataKeys<Data>[]))
    }) as typeof form.clearErrors,
  }
}
