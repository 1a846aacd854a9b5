import { router } from '@inertiajs/react'
import { bindRecordFields } from '~/lib/form_field'
import { Field } from '~/components/form/field'
import { FormSection } from '~/components/form/form_section'
import { RichTextField } from '~/components/form/rich_text_field'
import { FormFrame, type ResourceFormProps } from '~/components/form/form_page'
import type { SocieteChoice } from '~/props/societes'
import { SearchableSelect } from '~/components/form/searchable_select'
import { SelectField } from '~/components/form/select_field'
import { TELETRAVAIL_LABELS } from '~/components/offres/offre_labels'
import type { OffreContactChoice, Teletravail } from '~/props/offres'
import { offreCatalogue } from '#catalogues/offre'

export type OffreFormData = {
  titre: string
  societeId: string
  contactId: string
  typeContrat: string
  lieu: string
  teletravail: string
  salaireMin: string
  salaireMax: string
  dateDebut: string
  dateLimite: string
  description: string
  profil: string
  candidature: string
}

type OffreFormProps = ResourceFormProps<OffreFormData> & {
  societes: SocieteChoice[]
  contacts: OffreContactChoice[]
  typesContrat: readonly string[]
  teletravail: readonly Teletravail[]
  /** The fields publication needs, marked "Requis pour publier" (the server's list). */
  publicationNeeds: readonly string[]
}

/** The one offer form, shared by the create and edit pages. */
export function OffreForm({
  form,
  societes,
  contacts,
  typesContrat,
  teletravail,
  publicationNeeds,
  onSubmit,
  readOnly = false,
  actions,
}: OffreFormProps) {
  const { data, errors } = form
  /* The référent belongs to the chosen company (or to none); the server sends only those
     (reloaded when the company changes), the filter covers the moment in between. */
  const referents = contacts.filter(
    (contact) =>
      !data.societeId || contact.societeId === null || String(contact.societeId) === data.societeId
  )
  const { text, choice } = bindRecordFields(form, offreCatalogue, { disabled: readOnly })
  /* A field's hint, led by "Requis pour publier." when publication needs it (none read-only). */
  const hint = (name: keyof OffreFormData, more?: string) =>
    readOnly
      ? undefined
      : [publicationNeeds.includes(name) ? 'Requis pour publier.' : null, more]
          .filter(Boolean)
          .join(' ') || undefined

  return (
    <FormFrame form={form} onSubmit={onSubmit} actions={actions}>
      <fieldset disabled={readOnly} className="space-y-6">
        <FormSection title="Le poste">
          <Field
            required
            maxLength={150}
            autoFocus={!readOnly}
            className="sm:col-span-2"
            {...text('titre')}
          />
          <SearchableSelect
            label={offreCatalogue.fields.societeId.label}
            name="societeId"
            value={data.societeId || null}
            options={societes.map((societe) => ({ value: String(societe.id), label: societe.nom }))}
            error={errors.societeId}
            placeholder="Rechercher une société…"
            onChange={(value) => {
              const contact = contacts.find((c) => String(c.id) === data.contactId)
              const keepContact =
                !value ||
                !contact ||
                contact.societeId === null ||
                String(contact.societeId) === value
              form.setData({
                ...data,
                societeId: value ?? '',
                contactId: keepContact ? data.contactId : '',
              })
              /* The server sends the référents of the chosen société (and those of none);
                 the address follows without a step for Back. */
              router.reload({ only: ['contacts'], data: { societe: value ?? '' }, replace: true })
            }}
          />
          <SearchableSelect
            options={referents.map((contact) => ({
              value: String(contact.id),
              label: contact.nomComplet,
            }))}
            placeholder="Rechercher un contact…"
            {...choice('contactId')}
          />
          <SelectField
            options={typesContrat.map((type) => ({ value: type, label: type }))}
            {...choice('typeContrat')}
          />
          <SelectField
            options={teletravail.map((mode) => ({
              value: mode,
              label: TELETRAVAIL_LABELS[mode] ?? mode,
            }))}
            {...choice('teletravail', 'aucun')}
          />
          <Field className="sm:col-span-2" {...text('lieu')} />
        </FormSection>

        <FormSection title="Rémunération et dates">
          <Field type="number" min={0} step={500} inputMode="numeric" {...text('salaireMin')} />
          <Field type="number" min={0} step={500} inputMode="numeric" {...text('salaireMax')} />
          {/* One applies before starting: the date limite first, on or before the start. */}
          <Field
            type="date"
            hint={hint('dateLimite', 'Au plus tard le jour de début.')}
            {...text('dateLimite')}
          />
          <Field type="date" hint={hint('dateDebut')} {...text('dateDebut')} />
        </FormSection>
      </fieldset>

      <FormSection title="Annonce">
        <RichTextField required className="sm:col-span-2" {...text('description')} />
        <RichTextField className="sm:col-span-2" {...text('profil')} />
        <Field
          className="sm:col-span-2"
          maxLength={500}
          inputMode="url"
          placeholder="https://… ou recrutement@exemple.fr"
          /* Non-breaking spaces inside « » and before ":": a line never starts with them. */
          hint={
            'Facultatif. Sans adresse, «\u00a0Postuler\u00a0» ouvre le formulaire de candidature intégré\u00a0: CV joint, la candidature arrive dans vos Candidatures. Une adresse web ou e-mail remplace ce formulaire\u00a0: «\u00a0Postuler\u00a0» y mène.'
          }
          {...text('candidature')}
        />
      </FormSection>
    </FormFrame>
  )
}

type OffreValues = Partial<{
  titre: string
  societeId: number | null
  contactId: number | null
  typeContrat: string | null
  lieu: string | null
  teletravail: string | null
  salaireMin: number | null
  salaireMax: number | null
  dateDebut: string | null
  dateLimite: string | null
  description: string | null
  profil: string | null
  candidature: string | null
}>

/** Server values (null for empty) as form strings. */
export function toOffreFormData(offre: OffreValues = {}): OffreFormData {
  const str = (value: string | number | null | undefined, fallback = '') =>
    value === null || value === undefined ? fallback : String(value)
  return {
    titre: str(offre.titre),
    societeId: str(offre.societeId),
    contactId: str(offre.contactId),
    typeContrat: str(offre.typeContrat),
    lieu: str(offre.lieu),
    teletravail: str(offre.teletravail, 'aucun'),
    salaireMin: str(offre.salaireMin),
    salaireMax: str(offre.salaireMax),
    dateDebut: str(offre.dateDebut),
    dateLimite: str(offre.dateLimite),
    description: str(offre.description),
    profil: str(offre.profil),
    candidature: str(offre.candidature),
  }
}
