import { useRef } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Copy, Send } from 'lucide-react'
import type { TexteShowProps } from '~/props/textes'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { RichTextView } from '~/components/rich_text_view'
import { SearchableSelect } from '~/components/form/searchable_select'
import { SelectField } from '~/components/form/select_field'
import { toast } from '~/lib/toast'

type TextePreviewProps = Pick<TexteShowProps, 'rendu' | 'contacts' | 'offres' | 'selection'> & {
  url: string
  /** A « Candidats » template: written for an example candidate, no contact to choose. */
  forCandidat?: boolean
  /** "Envoyer par e-mail" to the chosen contact, when the caller may. */
  sendHref?: string | null
}

/** Puts plain text in the clipboard and says so (or says why not). */
async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast('success', done)
  } catch {
    /* No clipboard outside https/localhost, or the permission was refused. */
    toast('error', 'Impossible de copier le texte.')
  }
}

/**
 * The template filled in with one of the person's contacts and offers. The
 * server renders it (values escaped, result sanitised); choosing another
 * contact or offer reloads only the rendering, and the URL keeps the choice.
 */
export function TextePreview({
  rendu,
  contacts,
  offres,
  selection,
  url,
  sendHref,
  forCandidat = false,
}: TextePreviewProps) {
  const body = useRef<HTMLDivElement>(null)
  const choose = (changes: { contact?: number | null; offre?: number | null }) => {
    const query = { ...selection, ...changes }
    router.get(
      url,
      {
        ...(query.contact ? { contact: query.contact } : {}),
        ...(query.offre ? { offre: query.offre } : {}),
      },
      { only: ['rendu', 'selection'], preserveState: true, preserveScroll: true, replace: true }
    )
  }
  const optionalLine = 'text-sm text-slate-500 dark:text-slate-300'

  return (
    <Block
      title="Aperçu"
      actions={
        <div className="flex flex-wrap gap-2">
          {sendHref && (
            <Link
              href={sendHref}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-white/20 dark:text-slate-200 dark:hover:bg-white/10"
            >
              <Send className="size-4" aria-hidden="true" /> Envoyer par e-mail
            </Link>
          )}
          <button
            type="button"
            /* innerText keeps the paragraphs and line breaks as a person sees them. */
            onClick={() => copy(body.current?.innerText.trim() ?? '', 'Texte copié.')}
            className="inline-flex items-center gap-1.5 rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white shadow-xs hover:brightness-110"
          >
            <Copy className="size-4" aria-hidden="true" /> Copier
          </button>
        </div>
      }
    >
      {/* Side by side only where the block is wide enough for a name and its company. */}
      <div className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        {forCandidat ? (
          <p className={optionalLine}>
            Les variables du candidat sont remplies avec un candidat d’exemple.
          </p>
        ) : contacts.length > 0 ? (
          <SearchableSelect
            label="Contact"
            name="contact"
            value={selection.contact ? String(selection.contact) : null}
            placeholder="Rechercher un contact…"
            options={contacts.map((contact) => ({
              value: String(contact.id),
              label: contact.societe
                ? `${contact.nomComplet} — ${contact.societe}`
                : contact.nomComplet,
            }))}
            /* The preview always shows a contact: clearing the box keeps the current one. */
            onChange={(value) => value && choose({ contact: Number(value) })}
          />
        ) : (
          <p className={optionalLine}>
            Aucun contact : les variables du contact restent vides.{' '}
            <a
              href={urlFor('contacts.create')}
              className="font-medium text-primary hover:underline"
            >
              Ajouter un contact
            </a>
          </p>
        )}
        <SelectField
          label="Offre"
          name="offre"
          value={selection.offre ? String(selection.offre) : null}
          placeholder={offres.length > 0 ? 'Aucune offre' : 'Aucune offre disponible'}
          options={offres.map((offre) => ({
            value: String(offre.id),
            label: `${offre.reference} — ${offre.titre}`,
          }))}
          onChange={(value) => choose({ offre: value ? Number(value) : null })}
        />
      </div>
      <div className="rounded-md border border-slate-200 dark:border-white/10">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-2.5 dark:border-white/10">
          <p className="text-sm">
            <span className="font-semibold text-slate-600 dark:text-slate-300">Objet : </span>
            <span data-testid="rendu-sujet" className="text-slate-900 dark:text-white">
              {rendu.sujet || '—'}
            </span>
          </p>
          {rendu.sujet && (
            <button
              type="button"
              title="Copier l'objet"
              aria-label="Copier l'objet"
              onClick={() => copy(rendu.sujet, 'Objet copié.')}
              className="grid size-7 shrink-0 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white"
            >
              <Copy className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div ref={body} data-testid="rendu-contenu" className="px-4 py-3 text-sm">
          {rendu.contenu ? (
            <RichTextView html={rendu.contenu} />
          ) : (
            <p className={optionalLine}>Ce modèle n'a pas encore de contenu.</p>
          )}
        </div>
      </div>
    </Block>
  )
}
