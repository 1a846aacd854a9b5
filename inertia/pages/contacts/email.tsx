import { router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Send } from 'lucide-react'
import type { ContactEmailProps } from '~/props/contacts'
import { urlFor } from '~/client'
import { bindFields } from '~/lib/form_field'
import { Field, FieldError } from '~/components/form/field'
import { FormFrame, FormPage } from '~/components/form/form_page'
import { RichTextField } from '~/components/form/rich_text_field'
import { SelectField } from '~/components/form/select_field'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { MAIL_REFUSAL_ID, MailRefusalNotice } from '~/components/mail_refusal_notice'

/**
 * "Envoyer un e-mail" to a contact: a text template rendered for them (and
 * an offre), edited here, sent from e-sidoor with the user as reply-to. An
 * account the school has not validated reads why above the form, and its
 * "Envoyer" stays disabled.
 */
export default function ContactEmail(props: ContactEmailProps) {
  const { contact, textes, offres, selection, mailRefusal } = props
  const id = { id: contact.id }
  /* Another template or offre is a new draft from the server. */
  const choose = (next: { texte: number | null; offre: number | null }) =>
    router.get(
      urlFor('contacts.email', id),
      {
        ...(next.texte ? { texte: next.texte } : {}),
        ...(next.offre ? { offre: next.offre } : {}),
      },
      { preserveScroll: true }
    )

  return (
    <FormPage title={`Envoyer un e-mail à ${contact.nomComplet}`}>
      {mailRefusal && (
        <div className="mb-6">
          <MailRefusalNotice refusal={mailRefusal} />
        </div>
      )}
      {!contact.email ? (
        <div role="alert" className="rounded-lg bg-amber-100 px-5 py-4 text-sm text-amber-950">
          Ce contact n’a pas d’adresse e-mail : ajoutez-en une pour lui écrire.{' '}
          <Link href={urlFor('contacts.edit', id)} className="font-semibold underline">
            Modifier le contact
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-6 grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Texte"
              name="texte"
              placeholder="Aucun (message libre)"
              value={selection.texte ? String(selection.texte) : null}
              options={textes.map((texte) => ({ value: String(texte.id), label: texte.nom }))}
              onChange={(value) => choose({ ...selection, texte: value ? Number(value) : null })}
            />
            <SelectField
              label="Offre"
              name="offre"
              placeholder="Aucune"
              value={selection.offre ? String(selection.offre) : null}
              options={offres.map((offre) => ({
                value: String(offre.id),
                label: `${offre.reference} — ${offre.titre}`,
              }))}
              onChange={(value) => choose({ ...selection, offre: value ? Number(value) : null })}
            />
          </div>
          <Compose key={`${selection.texte}-${selection.offre}`} {...props} />
        </>
      )}
    </FormPage>
  )
}

function Compose({ contact, selection, draft, replyTo, mailRefusal }: ContactEmailProps) {
  const form = useForm({
    sujet: draft.sujet,
    corps: draft.corps,
    texteId: selection.texte ? String(selection.texte) : '',
    offreId: selection.offre ? String(selection.offre) : '',
  })
  const text = bindFields(form)
  const errors = form.errors as Partial<Record<string, string>>
  return (
    <FormFrame
      form={form}
      onSubmit={() => form.post(urlFor('contacts.email.send', { id: contact.id }))}
      actions={
        <>
          <Button
            processing={form.processing}
            disabled={mailRefusal !== null}
            aria-describedby={mailRefusal ? MAIL_REFUSAL_ID : undefined}
          >
            <Send className="size-4" aria-hidden="true" /> Envoyer
          </Button>
          <LinkButton href={urlFor('contacts.show', { id: contact.id })} variant="secondary">
            Annuler
          </LinkButton>
        </>
      }
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Destinataire</dt>
        <dd className="break-all text-slate-900 dark:text-slate-100">
          {contact.nomComplet} &lt;{contact.email}&gt;
        </dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Répondre à</dt>
        <dd className="break-all text-slate-900 dark:text-slate-100">{replyTo}</dd>
      </dl>
      <Field label="Objet" required maxLength={200} {...text('sujet')} />
      <RichTextField label="Message" required {...text('corps')} />
      <FieldError error={errors.envoi ?? errors.texteId ?? errors.offreId} />
    </FormFrame>
  )
}
