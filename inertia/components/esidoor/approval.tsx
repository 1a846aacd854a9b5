import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { SubmitForm } from '~/components/form/submit_form'
import type { ApprovalDecision, ApprovalStatus } from '~/props/esidoor'
import { Badge, type BadgeTone } from '~/components/badge'
import { Button } from '~/components/form/button'
import { TextAreaField } from '~/components/form/field'
import { confirmAction } from '~/lib/confirm'

/*
| Employer approval in e-sidoor (the queue and a pro's page): the account's
| status as a badge, and the decisions its status offers. The server decides
| which apply (app/services/accounts/pro_approval.ts) and refuses any
| other with a French toast.
*/

/** Longest reason the server takes (APPROVAL_REASON_MAX). */
const REASON_MAX = 1000

const fmt = new Intl.NumberFormat('fr-FR')

const STATUS: Record<ApprovalStatus, { label: string; tone: BadgeTone }> = {
  en_attente: { label: 'En attente de validation', tone: 'warning' },
  validee: { label: 'Validé', tone: 'success' },
  refusee: { label: 'Refusé', tone: 'danger' },
  suspendue: { label: 'Suspendu', tone: 'danger' },
}

export function approvalLabel(status: ApprovalStatus) {
  return STATUS[status].label
}

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
}

type Account = { id: number; name: string }

/** Valider and Rétablir: one question, then the post. */
const ONE_CLICK = {
  approve: {
    label: 'Valider',
    title: 'Valider ce compte ?',
    text: (name: string) =>
      `${name} pourra publier ses offres sur le site public. Un e-mail l'en informe.`,
    route: 'esidoor.pros.approve',
  },
  reinstate: {
    label: 'Rétablir',
    title: 'Rétablir ce compte ?',
    text: (name: string) =>
      `${name} pourra de nouveau se connecter et ses offres publiées reviendront en ligne. Un e-mail l'en informe.`,
    route: 'esidoor.pros.reinstate',
  },
} as const

/** Refuser and Suspendre: a reason first (sent to the account), then the post. */
const WITH_REASON = {
  refuse: {
    label: 'Refuser',
    submit: 'Confirmer le refus',
    hint: 'Le motif est envoyé au professionnel par e-mail.',
    route: 'esidoor.pros.refuse',
  },
  suspend: {
    label: 'Suspendre',
    submit: 'Confirmer la suspension',
    hint: 'Ses offres quittent le site public et ses sessions sont fermées. Le motif lui est envoyé par e-mail.',
    route: 'esidoor.pros.suspend',
  },
} as const

type ReasonDecision = keyof typeof WITH_REASON

/** The buttons of `decisions` for one account; a reason form opens under them when needed. */
export function ApprovalActions({
  account,
  decisions,
}: {
  account: Account
  decisions: ApprovalDecision[]
}) {
  const [open, setOpen] = useState<ReasonDecision | null>(null)
  const id = { id: account.id }

  const oneClick = async (decision: keyof typeof ONE_CLICK) => {
    const step = ONE_CLICK[decision]
    const confirmed = await confirmAction({
      title: step.title,
      text: step.text(account.name),
      confirm: step.label,
    })
    if (confirmed) router.post(urlFor(step.route, id), {}, { preserveScroll: true })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {decisions.map((decision) =>
          decision === 'approve' || decision === 'reinstate' ? (
            <Button key={decision} type="button" onClick={() => oneClick(decision)}>
              {ONE_CLICK[decision].label}
            </Button>
          ) : (
            <Button
              key={decision}
              type="button"
              variant="secondary"
              aria-expanded={open === decision}
              onClick={() => setOpen(open === decision ? null : decision)}
            >
              {WITH_REASON[decision].label}
            </Button>
          )
        )}
      </div>
      {open && (
        <ReasonForm key={open} account={account} decision={open} onCancel={() => setOpen(null)} />
      )}
    </div>
  )
}

function ReasonForm({
  account,
  decision,
  onCancel,
}: {
  account: Account
  decision: ReasonDecision
  onCancel: () => void
}) {
  const step = WITH_REASON[decision]
  const form = useForm({ reason: '' })
  return (
    <SubmitForm
      className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-white/5 dark:ring-white/10"
      onSubmit={() => form.post(urlFor(step.route, { id: account.id }), { preserveScroll: true })}
    >
      <TextAreaField
        label="Motif"
        name="reason"
        required
        autoFocus
        maxLength={REASON_MAX}
        value={form.data.reason}
        error={form.errors.reason}
        hint={
          <>
            {step.hint}{' '}
            <span className="whitespace-nowrap tabular-nums">
              ({fmt.format(form.data.reason.length)} / {fmt.format(REASON_MAX)} caractères)
            </span>
          </>
        }
        onChange={(value) => form.setData('reason', value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" processing={form.processing}>
          {step.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </SubmitForm>
  )
}
