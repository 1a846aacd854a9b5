import type { PlaceholderChoice, Texte, TexteCategorie } from '~/props/textes'
import { Checkbox } from '~/components/form/checkbox'
import { Field } from '~/components/form/field'
import { RichTextField } from '~/components/form/rich_text_field'
import { SelectField } from '~/components/form/select_field'
import { FormFrame, type ResourceFormProps } from '~/components/form/form_page'
import { TEXTE_CATEGORIE_LABELS, texteCatalogue } from '#catalogues/texte'

export type TexteFormData = {
  nom: string
  categorie: TexteCategorie
  sujet: string
  contenu: string
  partage: boolean
}

/** Whom each category writes to, under the category's menu. */
const CATEGORIE_HINTS: Record<TexteCategorie, string> = {
  contacts: 'Écrit à un contact, depuis sa fiche : variables du contact.',
  candidats:
    'Écrit à un candidat, depuis sa candidature (« Répondre au candidat ») : variables du candidat.',
}

type TexteFormProps = ResourceFormProps<TexteFormData> & {
  /** Each category's placeholders: the menu offers the chosen category's only. */
  variables: Record<TexteCategorie, PlaceholderChoice[]>
  /** Droit admin: the partage box is shown (the server refuses it to anybody else). */
  canShare: boolean
}

/** The one template form, shared by the create and edit pages. */
export function TexteForm({ form, variables, canShare, onSubmit, actions }: TexteFormProps) {
  const { data, errors, setData } = form
  const offered = variables[data.categorie]
  const examples = offered.map((variable) => variable.texte).join(', ')

  return (
    <FormFrame form={form} onSubmit={onSubmit} actions={actions}>
      <div className="grid gap-5">
        <Field
          label={texteCatalogue.fields.nom.label}
          name="nom"
          required
          maxLength={150}
          autoFocus
          value={data.nom}
          error={errors.nom}
          hint="Pour le retrouver dans la liste, par exemple « Relance candidature »."
          onChange={(value) => setData('nom', value)}
        />
        <div>
          <SelectField
            label={texteCatalogue.fields.categorie.label}
            name="categorie"
            required
            value={data.categorie}
            options={Object.entries(TEXTE_CATEGORIE_LABELS).map(([value, label]) => ({
              value,
              label,
            }))}
            error={errors.categorie}
            onChange={(value) => value && setData('categorie', value as TexteCategorie)}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-300">
            {CATEGORIE_HINTS[data.categorie]}
          </p>
        </div>
        <Field
          label={texteCatalogue.fields.sujet.label}
          name="sujet"
          maxLength={200}
          value={data.sujet}
          error={errors.sujet}
          hint={`Variables possibles : ${examples}.`}
          onChange={(value) => setData('sujet', value)}
        />
        <RichTextField
          label={texteCatalogue.fields.contenu.label}
          value={data.contenu}
          error={errors.contenu}
          insertables={offered.map((variable) => ({
            label: variable.label,
            value: variable.texte,
          }))}
          onChange={(html) => setData('contenu', html)}
        />
        {canShare && (
          <div>
            <Checkbox
              label="Partager ce modèle avec tous les utilisateurs"
              name="partage"
              checked={data.partage}
              onChange={(checked) => setData('partage', checked)}
            />
            <p className="mt-1 ml-6 text-xs text-slate-500 dark:text-slate-300">
              Les autres pourront le lire et l'utiliser, sans pouvoir le modifier.
            </p>
            {errors.partage && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
                {errors.partage}
              </p>
            )}
          </div>
        )}
      </div>
    </FormFrame>
  )
}

/** Server values (null for empty) as form values; a new template starts in `categorie`. */
export function toTexteFormData(
  texte?: Texte,
  categorie: TexteCategorie = 'contacts'
): TexteFormData {
  return {
    nom: texte?.nom ?? '',
    categorie: texte?.categorie ?? categorie,
    sujet: texte?.sujet ?? '',
    contenu: texte?.contenu ?? '',
    partage: texte?.partage ?? false,
  }
}

/** What the form posts: `partage` only from those who may set it, so saving never unshares by accident. */
export function texteFormPayload(data: TexteFormData, canShare: boolean) {
  const { partage, ...rest } = data
  return canShare ? { ...rest, partage } : rest
}
