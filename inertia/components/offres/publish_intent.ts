import type { InertiaFormProps } from '@inertiajs/react'

/**
 * "Enregistrer et publier" beside the form's plain save: both are submit
 * buttons (the browser's own checks run, Enter keeps sending a plain save
 * through the first one), and the one pressed says whether the form asks the
 * server to publish the offer once saved (`publier`, refused field by field
 * when publication lacks something).
 *   const intent = usePublishIntent(form)
 *   <Button onClick={intent.submits(true)}>Enregistrer et publier</Button>
 */
export function usePublishIntent<Data extends Record<string, unknown>>(
  form: InertiaFormProps<Data>
) {
  const ask = (publishes: boolean) =>
    form.transform((data) => (publishes ? { ...data, publier: true } : data))
  return {
    /** The click handler of a submit button: `true` for the one that publishes. */
    submits: (publishes: boolean) => () => ask(publishes),
    /** Sends the form asking to publish, from a button outside it (the page's "Publier"). */
    publishWith: (send: () => void) => {
      ask(true)
      send()
      /* The next submission is a plain save unless asked again. */
      ask(false)
    },
  }
}
