import type { ReactNode } from 'react'
import { urlFor } from '~/client'
import { bindFields } from '~/lib/form_field'
import { router, type InertiaFormProps } from '@inertiajs/react'
import { ExternalLink, RefreshCw } from 'lucide-react'
import { Field } from '~/components/form/field'
import { RichTextField } from '~/components/form/rich_text_field'
import { SearchableSelect } from '~/components/form/searchable_select'
import { SelectField } from '~/components/form/select_field'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'

export type ContactFormData = {
  civilite: string
  prenom: string
  nom: string
  email: string
  telephone: string
  mobile: string
  fonction: string
  societeId: string
  ville: string
  statut: string
  notes: string
}

type ContactFormProps = {
  form: InertiaFormProps<ContactFormData>
  societes: { id: number; nom: string }[]
  civilites: readonly string[]
  statuts: readonly string[]
  onSubmit: () => void
  actions: ReactNode
}

/** The one contact form, shared by the create and edit pages. */
export function ContactForm({
  form,
  societes,
  civilites,
  statuts,
  onSubmit,
  actions,
}: ContactFormProps) {
  const { data, errors, setData } = form
  const text = bindFields(form)

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className="space-y-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Civilité"
          name="civilite"
          value={data.civilite || null}
          placeholder="Aucune"
          options={civilites.map((civilite) => ({ value: civilite, label: civilite }))}
          error={errors.civilite}
          onChange={(value) => setData('civilite', value ?? '')}
        />
        <SelectField
          label="Statut"
          name="statut"
          required
          value={data.statut || null}
          options={statuts.map((statut) => ({
            value: statut,
            label: STATUT_LABELS[statut] ?? statut,
          }))}
          error={errors.statut}
          onChange={(value) => setData('statut', value ?? 'prospect')}
        />
        <Field
          label="Prénom"
          autoComplete="given-name"
          maxLength={100}
          autoFocus
          {...text('prenom')}
        />
        <Field label="Nom" required autoComplete="family-name" maxLength={100} {...text('nom')} />
        <Field label="Fonction" maxLength={150} {...text('fonction')} />
        <div>
          <SearchableSelect
            label="Société"
            name="societeId"
            value={data.societeId || null}
            options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
            error={errors.societeId}
            placeholder="Rechercher une société…"
            onChange={(value) => setData('societeId', value ?? '')}
          />
          <div className="mt-1.5 flex items-center gap-3 text-sm">
            <a
              href={urlFor('societes.create')}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" /> Créer une société
            </a>
            <button
              type="button"
              onClick={() => router.reload({ only: ['societes'] })}
              className="inline-flex items-center gap-1 text-slate-600 hover:underline dark:text-slate-300"
            >
              <RefreshCw className="size-3.5" aria-hidden="true" /> Actualiser la liste
            </button>
          </div>
        </div>
        <Field label="Adresse e-mail" type="email" autoComplete="email" {...text('email')} />
        <Field label="Ville" autoComplete="address-level2" {...text('ville')} />
        <Field label="Téléphone" type="tel" autoComplete="tel" {...text('telephone')} />
        <Field label="Mobile" type="tel" autoComplete="tel" {...text('mobile')} />
        <div className="sm:col-span-2">
          <RichTextField
            label="Notes"
            value={data.notes}
            error={errors.notes}
            onChange={(html) => setData('notes', html)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5 dark:border-white/10">
        {actions}
      </div>
    </form>
  )
}

type ContactValues = Partial<Record<Exclude<keyof ContactFormData, 'societeId'>, string | null>> & {
  societeId?: number | null
}

/** Server values (null for empty) as form strings. */
export function toContactFormData(contact?: ContactValues): ContactFormData {
  const value = (key: Exclude<keyof ContactFormData, 'societeId'>, fallback = '') =>
    contact?.[key] ?? fallback
  return {
    civilite: value('civilite'),
    prenom: value('prenom'),
    nom: value('nom'),
    email: value('email'),
    telephone: value('telephone'),
    mobile: value('mobile'),
    fonction: value('fonction'),
    societeId: contact?.societeId ? String(contact.societeId) : '',
    ville: value('ville'),
    statut: value('statut', 'prospect'),
    notes: value('notes'),
  }
}
