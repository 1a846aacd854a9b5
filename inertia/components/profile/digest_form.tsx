import { useForm } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Checkbox } from '~/components/form/checkbox'
import { SectionForm } from '~/components/form/section_form'

/** "Résumé du matin": the morning e-mail of follow-ups due and closing offers, on or off. */
export default function DigestForm({ digestEnabled }: { digestEnabled: boolean }) {
  const form = useForm({ digestEnabled })

  return (
    <SectionForm
      title="Résumé du matin"
      description="Chaque matin à 7 h 30, un e-mail avec vos relances du jour et en retard, et vos offres dont la date limite approche (7 jours). Rien n’est envoyé s’il n’y a rien à signaler."
      form={form}
      submitLabel="Appliquer"
      onSubmit={() => form.put(urlFor('profile.digest'), { preserveScroll: true })}
    >
      <Checkbox
        label="Recevoir le résumé du matin par e-mail"
        name="digestEnabled"
        checked={form.data.digestEnabled}
        onChange={(checked) => form.setData('digestEnabled', checked)}
      />
    </SectionForm>
  )
}
