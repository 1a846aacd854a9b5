import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Plus, Send } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { SelectField } from '~/components/form/select_field'
import { RichTextView } from '~/components/rich_text_view'
import { confirmAction } from '~/lib/confirm'
import { MAIL_REFUSAL_ID, MailRefusalNotice } from '~/components/mail_refusal_notice'
import { lastReponseSentence } from '~/components/candidatures/reponse_status'
import type { CandidatureReponseProps } from '~/props/candidatures'

type Reponse = NonNullable<CandidatureReponseProps>

/* « Candidats » with the non-breaking spaces French puts inside guillemets (never split at a line's end). */
const CANDIDATS = '«\u00a0Candidats\u00a0»'

/**
 * "Répondre au candidat", at every statut: a « Candidats » text template
 * (the one the statut calls for first: « Réponse négative » once refused…)
 * written for this candidate, shown as it will be sent, then queued.
 * Choosing another template asks the server to write it. Once a reply has
 * gone, the box says when and whether it left, and the form opens again only
 * on « Envoyer une autre réponse ». An account the school has not validated
 * reads why, and cannot send.
 */
export function ReponseForm({ id, name, reply }: { id: number; name: string; reply: Reponse }) {
  const [composing, setComposing] = useState(reply.derniere === null)
  const { derniere } = reply
  return (
    <Block title="Répondre au candidat" className="mt-6">
      {derniere && (
        <p data-testid="last-reply" className="mb-4 text-sm text-slate-700 dark:text-slate-200">
          <span className="font-semibold text-slate-900 dark:text-white">
            {lastReponseSentence(derniere)}
          </span>{' '}
          (modèle {`«\u00a0${derniere.texteNom}\u00a0»`}).
        </p>
      )}
      {composing ? (
        <Compose
          id={id}
          name={name}
          reply={reply}
          onCancel={derniere ? () => setComposing(false) : undefined}
        />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setComposing(true)}>
          <Plus className="size-4" aria-hidden="true" /> Envoyer une autre réponse
        </Button>
      )}
    </Block>
  )
}

/** The template menu, the text as it will be sent, and « Envoyer au candidat ». */
function Compose({
  id,
  name,
  reply,
  onCancel,
}: {
  id: number
  name: string
  reply: Reponse
  onCancel?: () => void
}) {
  const [busy, setBusy] = useState(false)
  const { errors } = usePage().props
  const error = (errors as Record<string, string>).texteId
  if (reply.textes.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Vous n’avez aucun modèle de la catégorie {CANDIDATS} pour répondre au candidat.{' '}
        <Link
          href={urlFor('textes.create', {}, { qs: { categorie: 'candidats' } })}
          className="font-semibold text-primary hover:underline"
        >
          Créer un modèle {CANDIDATS}
        </Link>
      </p>
    )
  }
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
      urlFor('candidatures.reponse', { id }),
      { texteId: reply.texteId },
      {
        preserveScroll: true,
        /* A refusal keeps the form open with its error; a success shows the reply sent. */
        preserveState: 'errors',
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      }
    )
  }
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <SelectField
          label="Modèle de texte"
          name="texteId"
          value={reply.texteId ? String(reply.texteId) : null}
          placeholder={`Choisissez un modèle ${CANDIDATS}`}
          options={reply.textes.map((texte) => ({ value: String(texte.id), label: texte.nom }))}
          error={error}
          onChange={choose}
        />
      </div>
      {reply.draft && (
        <div className="rounded-lg border border-slate-200 p-4 dark:border-white/10">
          <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
            {reply.draft.sujet}
          </p>
          <RichTextView
            html={reply.draft.contenu}
            className="mt-3 text-sm text-slate-700 dark:text-slate-200"
          />
        </div>
      )}
      {reply.refusal && <MailRefusalNotice refusal={reply.refusal} />}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          processing={busy}
          disabled={!reply.draft || reply.refusal !== null}
          aria-describedby={reply.refusal ? MAIL_REFUSAL_ID : undefined}
          onClick={send}
        >
          <Send className="size-4" aria-hidden="true" /> Envoyer au candidat
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Annuler
          </Button>
        )}
      </div>
    </div>
  )
}
