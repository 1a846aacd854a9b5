import { ExternalLink, Plus } from 'lucide-react'
import { urlFor } from '~/client'
import { LinkButton } from '~/components/link_button'
import type { InboxNextStep } from '~/props/candidatures'

/*
| What an empty applications inbox says and offers (issue 41): applications
| come from an offer's public page, so the way to the first ones is to share
| the page of an offer that is online, to publish one, or to write one.
*/

const TEXTS: Record<InboxNextStep['kind'], string> = {
  partager:
    'Les candidats postulent depuis la page publique de vos offres. Partagez-la (réseaux sociaux, site de l’entreprise, écoles) : les candidatures et leurs CV arriveront ici.',
  publier:
    'Aucune de vos offres n’est en ligne. Publiez-en une, avec une date limite à venir : les candidats postuleront depuis sa page publique et leurs candidatures arriveront ici.',
  creer:
    'Créez et publiez une offre : les candidats postuleront depuis sa page publique et leurs candidatures, avec leur CV, arriveront ici.',
}

/** The empty state's sentence for `step` (the generic one without a step). */
export function inboxEmptyText(step: InboxNextStep | null) {
  if (!step) return TEXTS.creer
  if (step.kind === 'partager')
    return `Votre offre « ${step.titre} » est en ligne. ${TEXTS.partager}`
  return TEXTS[step.kind]
}

/** The empty state's actions for `step`. */
export function InboxNextActions({ step }: { step: InboxNextStep | null }) {
  if (!step) return null
  const offres = (
    <LinkButton href={urlFor('offres.index')} variant="secondary">
      Voir mes offres
    </LinkButton>
  )
  if (step.kind === 'partager') {
    return (
      <>
        <LinkButton href={step.href} external>
          <ExternalLink className="size-4" aria-hidden="true" /> Voir l’offre en ligne
        </LinkButton>
        {offres}
      </>
    )
  }
  if (step.kind === 'creer' && step.canCreate) {
    return (
      <LinkButton href={urlFor('offres.create')}>
        <Plus className="size-4" aria-hidden="true" /> Nouvelle offre
      </LinkButton>
    )
  }
  return (
    <LinkButton href={urlFor('offres.index')}>
      {step.kind === 'publier' ? 'Publier une offre' : 'Voir les offres'}
    </LinkButton>
  )
}
