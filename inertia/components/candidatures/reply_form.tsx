import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Send } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { SelectField } from '~/components/form/select_field'
import { RichTextView } from '~/components/rich_text_view'
import { confirmAction } from '~/lib/confirm'
import { MAIL_REFUSAL_ID, MailRefusalNotice } from '~/components/mail_refusal_notice'
import type { CandidatureReply } from '~/props/candidatures'

/**
 * "Répondre au candidat", once the application is refused: a text template
 * (« Réponse négative » first) written for this candidate, shown as it will
 * be sent, then queued. Choosing another template asks the server to write it.
 * An account the school has not validated reads why, and cannot send.
 */
export function ReplyForm({
  id,
  name,
  reply,
}: {
  id: number
  name: string
  reply: NonNullable<CandidatureReply>
}) {
  const [busy, setBusy] = useState(false)
  const { errors } = usePage().props
  const error = (errors as Record<string, string>).texteId
  const choose = (texteId: string | null) =>
    router.get(urlFor('candidatures.show', { id }), texteId ? { texte: texteId } : {}, {
      only: ['reply'],
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })
  const send = async () => {
    const confirmed = await confirmAction({
      title: 'Envoyer la réponse',
      text: `Envoyer cet e-mail à ${name} ?`,
      confirm: 'Envoyer',
    })
    if (!confirmed || !reply.texteId) return
    router.post(
      urlFor('candidatures.reply', { id }),
      { texteId: reply.texteId },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      }
    )
  }
  return (
    <Block title="Répondre au candidat" className="mt-6">
      {reply.textes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Créez un modèle de texte (par exemple « Réponse négative ») pour répondre au candidat.
        </p>
      ) : (
        <div className="space-y-4">
          <div className="max-w-md">
            <SelectField
              label="Modèle de texte"
              name="texteId"
              value={reply.texteId ? String(reply.texteId) : null}
              options={reply.textes.map((texte) => ({ value: String(texte.id), label: texte.nom }))}
              error={error}
              onChange={choose}
            />
          </div>
          {reply.draft && (
            <div className="rounded-lg border border-slate-200 p-4 dark:border-white/10">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {reply.draft.sujet || '(sans objet)'}
              </p>
              <RichTextView
                html={reply.draft.contenu}
                className="mt-3 text-sm text-slate-700 dark:text-slate-200"
              />
            </div>
          )}
          {reply.refusal && <MailRefusalNotice refusal={reply.refusal} />}
          <Button
            type="button"
            processing={busy}
            disabled={!reply.draft || reply.refusal !== null}
            aria-describedby={reply.refusal ? MAIL_REFUSAL_ID : undefined}
            onClick={send}
          >
            <Send className="size-4" aria-hidden="true" /> Envoyer au candidat
          </Button>
        </div>
      )}
    </Block>
  )
}
