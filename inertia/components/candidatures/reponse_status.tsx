import { Badge } from '~/components/badge'
import { formatDateTime } from '~/lib/format'
import type { ReponseEntry } from '~/props/activite'

/*
| Where a reply to a candidate stands, said only as far as it is true:
| « envoyée » once the mail was handed to the mail server, « en cours
| d’envoi » while it waits in the queue, « non envoyée » when every attempt
| failed or the school stopped vouching for the sender.
*/

/** The badge of a reply in the activity. */
export function ReponseMailBadge({ mail }: { mail: ReponseEntry['mail'] }) {
  if (!mail) return null
  if (mail.status === 'envoye') return <Badge tone="success">Envoyée</Badge>
  if (mail.status === 'en_attente') return <Badge tone="warning">En cours d’envoi</Badge>
  return <Badge tone="danger">Non envoyée</Badge>
}

/** The reply box's sentence about the latest reply: « Réponse envoyée le … ». */
export function lastReponseSentence({ at, mail }: Pick<ReponseEntry, 'at' | 'mail'>) {
  if (mail?.status === 'envoye') return `Réponse envoyée le ${formatDateTime(mail.sentAt ?? at)}`
  if (mail?.status === 'en_attente')
    return `Réponse en cours d’envoi depuis le ${formatDateTime(at)}`
  if (mail?.status === 'echec') return `La réponse du ${formatDateTime(at)} n’a pas pu être envoyée`
  return `Réponse enregistrée le ${formatDateTime(at)}`
}
