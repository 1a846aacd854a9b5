import { MailX } from 'lucide-react'

/** The id the disabled send button points to (`aria-describedby`). */
export const MAIL_REFUSAL_ID = 'mail-refusal'

/**
 * Why the account may not send this e-mail (the server's words: not
 * validated by the school), shown where the send button is, before the click.
 */
export function MailRefusalNotice({ refusal }: { refusal: string }) {
  return (
    <p
      id={MAIL_REFUSAL_ID}
      role="status"
      data-testid="mail-refusal"
      className="flex items-start gap-2 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
    >
      <MailX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{refusal}</span>
    </p>
  )
}
