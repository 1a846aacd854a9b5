import { bindRecordFields } from '~/lib/form_field'
import { Field } from '~/components/form/field'
import { DoublonWarning } from '~/components/form/doublon_warning'
import { FormSection } from '~/components/form/form_section'
import { RichTextField } from '~/components/form/rich_text_field'
import { FormFrame, type ResourceFormProps } from '~/components/form/form_page'
import { SelectField } from '~/components/form/select_field'
import { societeCatalogue } from '#catalogues/societe'

export type SocieteFormData = {
  nom: string
  siret: string
  formeJuridique: string
  secteur: string
  adresse: string
  codePostal: string
  ville: string
  pays: string
  telephone: string
  email: string
  siteWeb: string
  description: string
}

type SocieteFormProps = ResourceFormProps<SocieteFormData> & {
  /** The société being edited: not its own duplicate. */
  editedId?: number
  formesJuridiques: readonly string[]
}

/** The one company form, shared by the create and edit pages. */
export function SocieteForm({
  form,
  formesJuridiques,
  onSubmit,
  readOnly = false,
  actions,
  editedId,
}: SocieteFormProps) {
  const { text, choice } = bindRecordFields(form, societeCatalogue, { disabled: readOnly })

  return (
    <FormFrame form={form} onSubmit={onSubmit} actions={actions}>
      <FormSection title="Identité">
        <Field
          required
          maxLength={255}
          autoFocus={!readOnly}
          className="sm:col-span-2"
          {...text('nom')}
        />
        <Field inputMode="numeric" hint="14 chiffres, espaces acceptés." {...text('siret')} />
        <SelectField
          options={formesJuridiques.map((forme) => ({ value: forme, label: forme }))}
          {...choice('formeJuridique')}
        />
        <Field className="sm:col-span-2" {...text('secteur')} />
        {!readOnly && (
          <DoublonWarning
            kind="societes"
            except={editedId}
            probe={{ nom: form.data.nom, siret: form.data.siret }}
          />
        )}
      </FormSection>

      <FormSection title="Coordonnées">
        <Field autoComplete="street-address" className="sm:col-span-2" {...text('adresse')} />
        <Field
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...text('codePostal')}
        />
        <Field autoComplete="address-level2" {...text('ville')} />
        <Field autoComplete="country-name" {...text('pays')} />
        <Field type="tel" autoComplete="tel" {...text('telephone')} />
        <Field type="email" autoComplete="email" {...text('email')} />
        <Field
          inputMode="url"
          placeholder="www.exemple.fr"
          autoComplete="url"
          {...text('siteWeb')}
        />
      </FormSection>

      <FormSection title="Présentation">
        <RichTextField className="sm:col-span-2" {...text('description')} />
      </FormSection>
    </FormFrame>
  )
}

/** Server values (null for empty) as form strings. */
export function toFormData(
  societe?: Partial<Record<keyof SocieteFormData, string | null>>
): SocieteFormData {
  const value = (key: keyof SocieteFormData, fallback = '') => societe?.[key] ?? fallback
  return {
    nom: value('nom'),
    siret: value('siret'),
    formeJuridique: value('formeJuridique'),
    secteur: value('secteur'),
    adresse: value('adresse'),
    codePostal: value('codePostal'),
    ville: value('ville'),
    pays: value('pays', 'France'),
    telephone: value('telephone'),
    email: value('email'),
    siteWeb: value('siteWeb'),
    description: value('description'),
  }
}
