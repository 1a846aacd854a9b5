import { useForm } from '@inertiajs/react'
import type { OffreCreateProps } from '~/props/offres'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { FormPage } from '~/components/form/form_page'
import { LinkButton } from '~/components/link_button'
import { allowNextVisit } from '~/lib/use_unsaved_guard'
import { OffreForm, toOffreFormData } from '~/components/offres/offre_form'
import { usePresetSociete } from '~/lib/preset_societe'
import { usePublishIntent } from '~/components/offres/publish_intent'

export default function OffreCreate({ can: _can, accountRefusal, ...choices }: OffreCreateProps) {
  const form = useForm(toOffreFormData({ societeId: usePresetSociete(choices.societes) }))
  const intent = usePublishIntent(form)
  return (
    <FormPage
      title="Nouvelle offre"
      subtitle={
        accountRefusal
          ? "L'offre est enregistrée comme brouillon ; vous la publierez une fois votre compte validé."
          : 'Publiez-la tout de suite, ou enregistrez un brouillon à publier plus tard.'
      }
    >
      <OffreForm
        form={form}
        {...choices}
        onSubmit={() => form.post(urlFor('offres.store'))}
        actions={
          <>
            {/* First: Enter in a field saves a draft, never publishes. */}
            <Button
              variant={accountRefusal ? 'primary' : 'secondary'}
              processing={form.processing}
              onClick={intent.submits(false)}
            >
              Enregistrer le brouillon
            </Button>
            {!accountRefusal && (
              <Button processing={form.processing} onClick={intent.submits(true)}>
                Enregistrer et publier
              </Button>
            )}
            {/* "Annuler" drops the changes on purpose: the unsaved-changes guard lets it go. */}
            <span className="contents" onClickCapture={allowNextVisit}>
              <LinkButton href={urlFor('offres.index')} variant="secondary">
                Annuler
              </LinkButton>
            </span>
          </>
        }
      />
    </FormPage>
  )
}
