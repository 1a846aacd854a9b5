import type User from '#models/user'

/*
| What the school's vouching (employer approval, employer_approval.ts) opens
| beyond the account's own records, besides publishing (offre_workflow.ts):
|
| - Mail to an address the account chooses (a contact, a candidate) leaves
|   from the school's address, so only a validated account sends it: template
|   e-mails and replies to candidates, whatever the route (the ability
|   `sendMailOutside`), and again when the job sends it (a suspension stops
|   what was queued before it).
| - A refused account keeps its back-office read-only: it reads and exports
|   its records and may delete its account (portability, erasure), but
|   changes nothing (the policies' `create`, as for droit "lecteur"). A
|   suspended account has no session at all (session_epoch.ts); the rule
|   covers it too, should one slip through.
|
| esi accounts are validated like any other (the installation's, the demo's);
| an esi admin can be neither refused nor suspended.
*/

type Standing = Pick<User, 'approvalStatus'>

/** Why the account may not send mail outside, as the pages and the refusals say it. */
const MAIL_REFUSALS = {
  en_attente:
    "Votre compte doit être validé par l'école avant d'envoyer des e-mails : ils partent de l'adresse de l'école.",
  refusee: "Votre compte n'a pas été validé par l'école : vous ne pouvez pas envoyer d'e-mail.",
  suspendue: "Votre compte est suspendu : vous ne pouvez pas envoyer d'e-mail.",
} as const

/** Why the account may not send mail to an address it chooses, or null when it may. */
export function outsideMailRefusal(user: Standing): string | null {
  return user.approvalStatus === 'validee' ? null : MAIL_REFUSALS[user.approvalStatus]
}

/** True when the account may read its records but change none (refused, suspended). */
export function isReadOnlyStanding(user: Standing) {
  return user.approvalStatus === 'refusee' || user.approvalStatus === 'suspendue'
}
