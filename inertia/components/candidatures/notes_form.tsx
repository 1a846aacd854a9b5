import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { TextAreaField } from '~/components/form/field'

/** The recruiter's private notes: a plain text the candidate never sees; read-only for "lecteur". */
export function NotesForm({
  id,
  notes,
  canUpdate,
}: {
  id: number
  notes: string | null
  canUpdate: boolean
}) {
  const form = useForm({ notes: notes ?? '' })
  if (!canUpdate) {
    return notes ? (
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">{notes}</p>
    ) : (
      <p className="text-sm text-slate-500 dark:text-slate-300">Aucune note.</p>
    )
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('candidatures.notes', { id }), { preserveScroll: true })
      }}
      className="space-y-3"
    >
      <TextAreaField
        label="Vos notes sur ce candidat"
        rows={5}
        maxLength={5000}
        value={form.data.notes}
        error={form.errors.notes}
        hint="Visibles de vous seul, jamais envoyées au candidat."
        onChange={(value) => form.setData('notes', value)}
      />
      <Button type="submit" processing={form.processing} disabled={!form.isDirty}>
        Enregistrer les notes
      </Button>
    </form>
  )
}
