import { useEffect, useRef, useState } from 'react'
import { Plus } from 'lucide-react'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { InteractionForm } from '~/components/activite/interaction_form'
import { Activite } from '~/components/activite/activite'
import type { ActiviteProps, InteractionOffre } from '~/props/activite'

/**
 * The "Activité" card of a contact, société or offre page: the timeline,
 * and on a contact, "Nouvelle interaction" for those who may write.
 */
export function ActiviteBlock({
  activity,
  url,
  contactId,
  offres = [],
  showContact,
  kinds,
}: {
  activity: NonNullable<ActiviteProps>
  url: string
  /** On a contact's page: interactions are logged here. */
  contactId?: number
  offres?: InteractionOffre[]
  showContact?: boolean
  /** False where there are only changes (an application): no kind filter. */
  kinds?: boolean
}) {
  const [adding, setAdding] = useState(false)
  const canAdd = activity.canInteract && contactId !== undefined
  /* Closed (saved, "Annuler", Escape): focus goes back to the button that opened the form. */
  const addButton = useRef<HTMLButtonElement>(null)
  const wasAdding = useRef(false)
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus()
    wasAdding.current = adding
  }, [adding])
  return (
    <Block
      title="Activité"
      className="mt-6"
      actions={
        canAdd &&
        !adding && (
          <Button ref={addButton} type="button" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> Nouvelle interaction
          </Button>
        )
      }
    >
      {canAdd && adding && (
        <div className="mb-6 rounded-lg border border-slate-200 p-4 dark:border-white/10">
          <h3 className="mb-4 text-sm font-semibold text-slate-900 dark:text-white">
            Nouvelle interaction
          </h3>
          <InteractionForm contactId={contactId} offres={offres} onDone={() => setAdding(false)} />
        </div>
      )}
      <Activite
        initial={activity.timeline}
        url={url}
        canInteract={activity.canInteract}
        offres={offres}
        showContact={showContact}
        kinds={kinds}
      />
    </Block>
  )
}
