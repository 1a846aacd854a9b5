import { MailCheck } from 'lucide-react'
import { RichTextView } from '~/components/rich_text_view'
import { Dot, Meta } from '~/components/activite/activite_items'
import { ReponseMailBadge } from '~/components/candidatures/reponse_status'
import type { ReponseEntry } from '~/props/activite'

/** A reply sent to the candidate: who, when, from which template, whether it left, what it said. */
export function ReponseItem({ entry }: { entry: ReponseEntry }) {
  return (
    <article
      data-testid="reply-entry"
      className="rounded-lg border border-slate-200 p-3 dark:border-white/10"
    >
      <Dot className="bg-primary" />
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <MailCheck className="size-4 text-primary" aria-hidden="true" />
        <strong className="font-semibold text-slate-900 dark:text-white">
          Réponse au candidat
        </strong>
        <Meta at={entry.at} />
        {entry.actor && (
          <span className="text-xs text-slate-500 dark:text-slate-400">· {entry.actor.name}</span>
        )}
        <ReponseMailBadge mail={entry.mail} />
      </header>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Modèle : {`«\u00a0${entry.texteNom}\u00a0»`}
      </p>
      <p className="mt-1 text-sm font-semibold break-words text-slate-800 dark:text-slate-100">
        {entry.sujet}
      </p>
      <RichTextView html={entry.contenu} className="mt-1 text-sm" />
    </article>
  )
}
