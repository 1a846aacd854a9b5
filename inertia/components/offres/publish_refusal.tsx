import { usePage } from '@inertiajs/react'

/** The id every disabled « Publier » points to (`aria-describedby`): the page's notice. */
export const PUBLISH_REFUSAL_ID = 'publish-refusal'

/**
 * Why the account may not publish yet (employer approval: the server's own
 * words, app/services/offres/offre_workflow.ts), or null once the school has
 * validated it. Read from the shared prop, so every « Publier » of every page
 * says it before the click; the server still refuses whatever is sent.
 */
export function usePublishRefusal(): string | null {
  return usePage().props.accountApproval?.publishRefusal ?? null
}

/** The notice a disabled « Publier » points to, above a list of offers. */
export function PublishRefusalNotice({ refusal }: { refusal: string }) {
  return (
    <p
      id={PUBLISH_REFUSAL_ID}
      role="status"
      data-testid="publication-refusal"
      className="mb-4 rounded-lg bg-amber-100 px-5 py-3 text-sm text-amber-950"
    >
      {refusal} Vous pouvez préparer vos offres : elles restent des brouillons jusque-là.
    </p>
  )
}
