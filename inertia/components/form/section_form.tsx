import type { ReactNode } from 'react'
import { Button } from '~/components/form/button'
import { SubmitForm } from '~/components/form/submit_form'
import { SectionCard } from '~/components/section_card'
import { useUnsavedGuard } from '~/lib/use_unsaved_guard'

/**
 * A settings card holding one form that stays on the page (profile, password):
 * its fields, then the button and "Enregistré." while the save is fresh.
 * The page sends the request in `onSubmit`; the browser never posts the form itself.
 * Leaving it with unsaved changes asks first (lib/use_unsaved_guard.ts).
 */
export function SectionForm({
  title,
  description,
  form,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string
  description: string
  form: { processing: boolean; recentlySuccessful: boolean; isDirty: boolean }
  submitLabel: string
  onSubmit: () => void
  children: ReactNode
}) {
  useUnsavedGuard(form)
  return (
    <SectionCard title={title} description={description}>
      <SubmitForm className="space-y-5" onSubmit={onSubmit}>
        {children}
        <div className="flex items-center gap-3">
          <Button processing={form.processing}>{submitLabel}</Button>
          {form.recentlySuccessful && (
            <p className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</p>
          )}
        </div>
      </SubmitForm>
    </SectionCard>
  )
}
