import { urlFor } from '~/client'
import { bindRecordFields } from '~/lib/form_field'
import { router } from '@inertiajs/react'
import { ExternalLink, RefreshCw } from 'lucide-react'
import { Field } from '~/components/form/field'
import { DoublonWarning } from '~/components/form/doublon_warning'
import { RichTextField } from '~/components/form/rich_text_field'
import { FormFrame, type ResourceFormProps } from '~/components/form/form_page'
import type { SocieteChoice } from '~/props/societes'
import { SearchableSelect } from '~/components/form/searchable_select'
import { SelectField } from '~/components/form/select_field'
import { STATUT_LABELS } from '~/components/contacts/statut_badge'
import type { ContactStatut } from '~/props/contacts'
import { contactCatalogue } from '#catalogues/contact'

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

type ContactFormProps = ResourceFormProps<ContactFormData> & {
  /** The contact being edited: not its own duplicate. */
  editedId?: number
  societes: SocieteChoice[]
  civilites: readonly string[]
  statuts: readonly ContactStatut[]
}

/** The one contact form, shared by the create and edit pages. */
export function ContactForm({
  form,
  societes,
  civilites,
  statuts,
  onSubmit,
  actions,
  editedId,
}: ContactFormProps) {
  const { text, choice } = bindRecordFields(form, contactCatalogue)

  return (
    <FormFrame form={form} onSubmit={onSubmit} actions={actions}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          placeholder="Aucune"
          options={civilites.map((civilite) => ({ value: civilite, label: civilite }))}
          {...choice('civilite')}
        />
        <SelectField
          required
          options={statuts.map((statut) => ({
            value: statut,
            label: STATUT_LABELS[statut] ?? statut,
          }))}
          {...choice('statut', 'prospect')}
        />
        <Field autoComplete="given-name" maxLength={100} autoFocus {...text('prenom')} />
        <Field required autoComplete="family-name" maxLength={100} {...text('nom')} />
        <Field maxLength={150} {...text('fonction')} />
        <div>
          <SearchableSelect
            options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
            placeholder="Rechercher une société…"
            {...choice('societeId')}
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
        <Field type="email" autoComplete="email" {...text('email')} />
        <Field autoComplete="address-level2" {...text('ville')} />
        <Field type="tel" autoComplete="tel" {...text('telephone')} />
        <Field type="tel" autoComplete="tel" {...text('mobile')} />
        <DoublonWarning
          kind="contacts"
          except={editedId}
          probe={{
            email: form.data.email,
            telephone: form.data.telephone,
            mobile: form.data.mobile,
            prenom: form.data.prenom,
            nom: form.data.nom,
            societeId: form.data.societeId ? Number(form.data.societeId) : null,
          }}
        />
        <RichTextField className="sm:col-span-2" {...text('notes')} />
      </div>
    </FormFrame>
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
