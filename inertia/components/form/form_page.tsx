import type { ReactNode } from 'react'
import { Head, type InertiaFormProps } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { SubmitForm } from '~/components/form/submit_form'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { allowNextVisit, useUnsavedGuard } from '~/lib/use_unsaved_guard'

/** A create or edit page: its title (the tab's too), an optional hint, the form in a card. */
export function FormPage({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <>
      <Head title={title} />
      <PageHeading title={title} subtitle={subtitle} />
      <Block>{children}</Block>
    </>
  )
}

/** A form's usual footer: the submit button, and "Annuler" back to where the person came from. */
export function SubmitOrCancel({
  label,
  processing,
  cancelHref,
}: {
  label: string
  processing: boolean
  cancelHref: string
}) {
  return (
    <>
      <Button processing={processing}>{label}</Button>
      {/* "Annuler" drops the changes on purpose: the unsaved-changes guard lets it go. */}
      <span className="contents" onClickCapture={allowNextVisit}>
        <LinkButton href={cancelHref} variant="secondary">
          Annuler
        </LinkButton>
      </span>
    </>
  )
}

/** The resources whose create and edit pages are their form and SubmitOrCancel. */
type PlainFormResource = 'contacts' | 'societes' | 'textes'

/** A create page's form: sent to the resource's store route; "Annuler" goes back to its list. */
export function createFormProps<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>,
  resource: PlainFormResource,
  label: string
): ResourceFormProps<Data> {
  const cancelHref = urlFor(`${resource}.index`)
  return {
    form,
    onSubmit: () => form.post(urlFor(`${resource}.store`)),
    actions: <SubmitOrCancel label={label} processing={form.processing} cancelHref={cancelHref} />,
  }
}

/** An edit page's form: saved to the record's update route; "Annuler" goes back to its page. */
export function editFormProps<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>,
  resource: PlainFormResource,
  id: number
): ResourceFormProps<Data> {
  const cancelHref = urlFor(`${resource}.show`, { id })
  return {
    form,
    onSubmit: () => form.put(urlFor(`${resource}.update`, { id })),
    actions: (
      <SubmitOrCancel label="Enregistrer" processing={form.processing} cancelHref={cancelHref} />
    ),
  }
}

/** The row of buttons closing a form, under a separator. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5 dark:border-white/10">
      {children}
    </div>
  )
}

/** What every resource form component takes besides its choices. */
export type ResourceFormProps<Data extends Record<string, unknown>> = {
  form: InertiaFormProps<Data>
  onSubmit: () => void
  /** The buttons under the form (usually SubmitOrCancel). */
  actions: ReactNode
  /** Droit "lecteur", or a closed offer: the values are shown, nothing can change. */
  readOnly?: boolean
}

/**
 * A resource form: its fields, then its buttons; submitting calls `onSubmit` (no page reload).
 * Leaving it with unsaved changes asks first (lib/use_unsaved_guard.ts).
 */
export function FormFrame({
  form,
  onSubmit,
  actions,
  children,
}: Pick<ResourceFormProps<Record<string, unknown>>, 'onSubmit' | 'actions'> & {
  form: { isDirty: boolean; processing: boolean }
  children: ReactNode
}) {
  useUnsavedGuard(form)
  return (
    <SubmitForm className="space-y-6" onSubmit={onSubmit}>
      {children}
      <FormActions>{actions}</FormActions>
    </SubmitForm>
  )
}
