import type { TexteShowProps } from '~/props/textes'
import { urlFor } from '~/client'
import { Badge } from '~/components/badge'
import { Block } from '~/components/block'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { RichTextView } from '~/components/rich_text_view'
import { TextePreview } from '~/components/textes/texte_preview'
import { DeleteButton } from '~/components/record_trash'
import { EditLink, RecordHead } from '~/components/record_page'
import { formatDate } from '~/lib/format'
import { TEXTE_CATEGORIE_LABELS } from '#catalogues/texte'

/*
| Placeholders stand out in the template as written. The HTML is the
| server-sanitised content, and only `{{word.word}}` is wrapped, so no markup
| of the author's can slip in this way.
*/
const PLACEHOLDER = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g
const MARK_CLASS = 'rounded bg-primary/10 px-1 font-mono text-[0.85em] text-primary'
const MARK = `<mark class="${MARK_CLASS}">{{$1}}</mark>`

/* Text between tags only: a placeholder inside an attribute (a link's href) stays as it is. */
function highlighted(html: string) {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(PLACEHOLDER, MARK)))
    .join('')
}

/** The plain-text subject with the same marks, as React nodes (no HTML involved). */
function highlightedText(text: string) {
  return text.split(/(\{\{[^{}]*\}\})/).map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className={MARK_CLASS}>
        {part}
      </mark>
    ) : (
      part
    )
  )
}

/** A template: as written (the base text), and rendered with a contact and an offer. */
export default function TexteShow({
  texte,
  rendu,
  contacts,
  offres,
  selection,
  can,
}: TexteShowProps) {
  const id = { id: texte.id }
  const url = urlFor('textes.show', id)
  const muted = 'text-sm text-slate-500 dark:text-slate-300'
  return (
    <>
      <RecordHead resource="textes" record={texte} title={texte.nom} can={can} />
      <PageHeading
        title={texte.nom}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            {texte.auteur ? `Modèle de ${texte.auteur}` : 'Votre modèle'}
            {' · '}modifié le {formatDate(texte.updatedAt)}
            <Badge>{TEXTE_CATEGORIE_LABELS[texte.categorie]}</Badge>
            {texte.partage && <Badge tone="primary">Partagé</Badge>}
          </span>
        }
        actions={
          !texte.deletedAt && (
            <>
              {can.update && <EditLink href={urlFor('textes.edit', id)} />}
              {can.delete && <DeleteButton name={texte.nom} url={urlFor('textes.destroy', id)} />}
            </>
          )
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Block title="Modèle">
          <p className="mb-3 text-sm">
            <span className="font-semibold text-slate-600 dark:text-slate-300">Objet : </span>
            <span className="text-slate-900 dark:text-white">
              {texte.sujet ? highlightedText(texte.sujet) : '—'}
            </span>
          </p>
          {texte.contenu ? (
            <RichTextView html={highlighted(texte.contenu)} className="text-sm" />
          ) : (
            <p className={muted}>Ce modèle n'a pas encore de contenu.</p>
          )}
        </Block>
        <TextePreview
          url={url}
          rendu={rendu}
          contacts={contacts}
          offres={offres}
          selection={selection}
          forCandidat={texte.categorie === 'candidats'}
          sendHref={
            can.send && selection.contact && texte.categorie === 'contacts'
              ? urlFor(
                  'contacts.email',
                  { id: selection.contact },
                  {
                    qs: {
                      texte: texte.id,
                      ...(selection.offre ? { offre: selection.offre } : {}),
                    },
                  }
                )
              : null
          }
        />
      </div>
      <p className="mt-6">
        <LinkButton href={urlFor('textes.index')} variant="secondary">
          Retour à la liste
        </LinkButton>
      </p>
    </>
  )
}
