import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { SubmitForm } from '~/components/form/submit_form'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'
import { RichTextField } from '~/components/form/rich_text_field'
import { SectionCard } from '~/components/section_card'
import { useUnsavedGuard } from '~/lib/use_unsaved_guard'

export type PageTexteItem = { cle: string; titre: string; contenu: string }

const WHERE: Record<string, string> = {
  'accueil.titre': "Titre principal de la page d'accueil",
  'accueil.intro': "Texte sous le titre de la page d'accueil",
  'dashboard.message': 'Message en tête du tableau de bord',
  'footer.mentions': 'Mentions en pied de chaque page',
}

function PageTexteEditor({ texte }: { texte: PageTexteItem }) {
  const form = useForm({ titre: texte.titre, contenu: texte.contenu })
  useUnsavedGuard(form)
  return (
    <SubmitForm
      className="space-y-4 border-t border-slate-100 pt-5 first:border-0 first:pt-0 dark:border-white/10"
      label={texte.titre}
      onSubmit={() =>
        form.put(urlFor('page_textes.update', { cle: texte.cle }), { preserveScroll: true })
      }
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-300">
        {texte.cle} — {WHERE[texte.cle] ?? ''}
      </p>
      <Field
        label="Titre"
        name="titre"
        required
        maxLength={150}
        value={form.data.titre}
        error={form.errors.titre}
        onChange={(value) => form.setData('titre', value)}
      />
      <RichTextField
        label={`Contenu : ${texte.titre}`}
        value={form.data.contenu}
        error={form.errors.contenu}
        onChange={(html) => form.setData('contenu', html)}
      />
      <div className="flex items-center gap-3">
        <Button processing={form.processing} disabled={!form.isDirty}>
          Enregistrer ce texte
        </Button>
        {form.recentlySuccessful && (
          <span className="text-sm text-slate-600 dark:text-slate-300">Enregistré.</span>
        )}
      </div>
    </SubmitForm>
  )
}

/** "Textes des pages": the admin edits the landing, dashboard and footer texts (docs/product.md §4). */
export default function PageTextesForm({ textes }: { textes: PageTexteItem[] }) {
  return (
    <SectionCard
      title="Textes des pages"
      description="Les textes affichés sur la page d'accueil, le tableau de bord et le pied de page. Les changements sont visibles immédiatement."
    >
      <div className="space-y-6">
        {textes.map((texte) => (
          <PageTexteEditor key={texte.cle} texte={texte} />
        ))}
      </div>
    </SectionCard>
  )
}
