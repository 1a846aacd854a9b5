import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { confirmLeave } from '~/lib/confirm'
import { urlFor } from '~/client'
import { bindChoices, bindFields } from '~/lib/form_field'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { FormFrame } from '~/components/form/form_page'
import { RichTextField } from '~/components/form/rich_text_field'
import { SelectField } from '~/components/form/select_field'
import { INTERACTION_LABELS } from '~/components/activite/activite_labels'
import type { InteractionEntry, InteractionOffre } from '~/props/activite'

/** The types a person logs by hand (an "e-mail envoyé" is logged by the app). */
const LOGGED = ['appel', 'email', 'rendez_vous', 'entretien', 'note'] as const

/* "2026-11-25T14:30" in French time, as a datetime-local input shows it. */
const parisMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})
export const toMinuteInput = (date: Date) => parisMinute.format(date).replace(' ', 'T')

export type InteractionFormData = {
  type: string
  occurredAt: string
  offreId: string
  resume: string
  relanceLe: string
}

function initialData(interaction?: InteractionEntry): InteractionFormData {
  return {
    type: interaction?.type ?? 'appel',
    occurredAt: toMinuteInput(interaction ? new Date(interaction.at) : new Date()),
    offreId: interaction?.offre ? String(interaction.offre.id) : '',
    resume: interaction?.resume ?? '',
    relanceLe: interaction?.relanceLe ?? '',
  }
}

/**
 * Logs an interaction on a contact, or edits one (`interaction`): type, date
 * and time, the offre it is about, a short summary, a follow-up date.
 * Opened, it puts focus on its first field; Escape closes it like "Annuler"
 * (asking first when something was typed), from any field, the summary's
 * editor included, unless a list or menu inside it took the key to close itself.
 */
export function InteractionForm({
  contactId,
  offres,
  interaction,
  onDone,
}: {
  contactId: number
  offres: InteractionOffre[]
  interaction?: InteractionEntry
  onDone?: () => void
}) {
  const form = useForm(initialData(interaction))
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    frame.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')
      ?.focus()
  }, [])
  const text = bindFields(form)
  const choice = bindChoices(form)
  const options = { preserveScroll: true, onSuccess: () => (form.reset(), onDone?.()) }
  /* An offre of the interaction that is no longer live stays choosable. */
  const offreChoices =
    interaction?.offre && !offres.some((offre) => offre.id === interaction.offre!.id)
      ? [interaction.offre, ...offres]
      : offres

  const closeOnEscape = (event: KeyboardEvent) => {
    /* The editor (ProseMirror) cancels every Escape typed in its text, closing nothing. */
    const inEditorText = event.target instanceof HTMLElement && event.target.isContentEditable
    const tookByInside = event.defaultPrevented && !inEditorText
    if (event.key !== 'Escape' || tookByInside || !onDone || form.processing) return
    event.preventDefault()
    if (!form.isDirty) return onDone()
    void confirmLeave().then((leave) => leave && onDone())
  }

  return (
    /* Escape from any of its fields. */
    <div ref={frame} onKeyDown={closeOnEscape}>
      <FormFrame
        form={form}
        onSubmit={() =>
          interaction
            ? form.put(urlFor('interactions.update', { id: interaction.id }), options)
            : form.post(urlFor('interactions.store', { id: contactId }), options)
        }
        actions={
          <>
            <Button processing={form.processing}>
              {interaction ? 'Enregistrer' : 'Ajouter à l’historique'}
            </Button>
            {onDone && (
              <Button type="button" variant="secondary" onClick={onDone}>
                Annuler
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Type"
            required
            options={LOGGED.map((type) => ({ value: type, label: INTERACTION_LABELS[type] }))}
            {...choice('type', 'appel')}
          />
          <Field label="Date et heure" type="datetime-local" required {...text('occurredAt')} />
          <SelectField
            label="Offre concernée"
            placeholder="Aucune"
            options={offreChoices.map((offre) => ({
              value: String(offre.id),
              label: `${offre.reference} — ${offre.titre}`,
            }))}
            {...choice('offreId')}
          />
          <Field
            label="Relancer le"
            type="date"
            hint="Apparaît dans « À relancer » et la cloche à cette date."
            {...text('relanceLe')}
          />
        </div>
        <RichTextField label="Résumé" {...text('resume')} />
      </FormFrame>
    </div>
  )
}
