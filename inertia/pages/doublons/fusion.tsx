import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { ArrowLeftRight } from 'lucide-react'
import type { FusionProps } from '~/props/doublons'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { RichTextView } from '~/components/rich_text_view'
import { confirmAction } from '~/lib/confirm'

type Choice = 'kept' | 'merged' | 'both'

/* French quotes held to their words by no-break spaces: a line never starts with "»". */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`

/**
 * The merge of two duplicates, field by field: the first record is kept
 * (swap them with "Inverser"), each field takes the value ticked, a rich
 * text may keep both. The other record goes to the trash; what pointed at it
 * points at the kept one.
 */
export default function Fusion({ kind, a, b, fields }: FusionProps) {
  const [swapped, setSwapped] = useState(false)
  const [kept, merged] = swapped ? [b, a] : [a, b]
  /* By default: the kept record's value, or the other's where it has none. */
  const initial = () =>
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        kept.values[field.name] === null && merged.values[field.name] !== null ? 'merged' : 'kept',
      ])
    ) as Record<string, Choice>
  const [choices, setChoices] = useState<Record<string, Choice>>(initial)
  const [processing, setProcessing] = useState(false)
  const noun = kind === 'contacts' ? ['contact', 'Contacts'] : ['société', 'Sociétés']
  const back = kind === 'contacts' ? urlFor('contacts.doublons') : urlFor('societes.doublons')

  const submit = async () => {
    const ok = await confirmAction({
      title: 'Fusionner',
      text: `Ce qui était rattaché à ${quoted(merged.label)} passera à ${quoted(kept.label)}, puis ${quoted(merged.label)} ira à la corbeille.`,
      confirm: 'Fusionner',
    })
    if (!ok) return
    router.post(
      kind === 'contacts' ? urlFor('contacts.fusion.store') : urlFor('societes.fusion.store'),
      { kept: kept.id, merged: merged.id, choices },
      { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) }
    )
  }

  const option = (field: FusionProps['fields'][number], which: Choice, label: string) => (
    <label className="flex cursor-pointer items-start gap-2">
      <input
        type="radio"
        name={field.name}
        value={which}
        checked={choices[field.name] === which}
        onChange={() => setChoices({ ...choices, [field.name]: which })}
        className="mt-1 size-4 border-slate-300 text-primary focus:ring-primary"
        aria-label={`${field.label} : ${label}`}
      />
      <span className="min-w-0 flex-1 break-words">
        {which === 'both' && <span className="font-medium">Les deux, à la suite</span>}
        {which !== 'both' &&
          (() => {
            const value = (which === 'kept' ? kept : merged).values[field.name]
            if (value === null) return <span className="text-slate-500 dark:text-slate-400">—</span>
            return field.rich ? <RichTextView html={value} className="text-sm" /> : value
          })()}
      </span>
    </label>
  )

  return (
    <>
      <Head title={`Fusionner des ${noun[1].toLowerCase()}`} />
      <PageHeading
        title={`Fusionner deux ${kind === 'contacts' ? 'contacts' : 'sociétés'}`}
        subtitle="Choisissez la valeur à garder pour chaque champ."
        actions={
          <button
            type="button"
            onClick={() => {
              setSwapped(!swapped)
              setChoices(
                Object.fromEntries(
                  Object.entries(choices).map(([name, value]) => [
                    name,
                    value === 'kept' ? 'merged' : value === 'merged' ? 'kept' : 'both',
                  ])
                ) as Record<string, Choice>
              )
            }}
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10"
          >
            <ArrowLeftRight className="size-4" aria-hidden="true" /> Inverser
          </button>
        }
      />
      <Block>
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">Valeurs des deux fiches</caption>
          <thead className="max-md:hidden">
            <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:text-slate-300">
              <th scope="col" className="w-44 py-2 pr-4">
                Champ
              </th>
              <th scope="col" className="py-2 pr-4">
                Gardée : {kept.label}
              </th>
              <th scope="col" className="py-2">
                À la corbeille : {merged.label}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-md:block dark:divide-white/10">
            {fields.map((field) => (
              <tr key={field.name} className="align-top max-md:block max-md:py-3">
                <th
                  scope="row"
                  className="py-3 pr-4 font-semibold text-slate-900 max-md:block max-md:py-1 dark:text-white"
                >
                  {field.label}
                </th>
                <td className="py-3 pr-4 max-md:block max-md:py-1">
                  {option(field, 'kept', kept.label)}
                </td>
                <td className="py-3 max-md:block max-md:py-1">
                  {option(field, 'merged', merged.label)}
                  {field.rich && kept.values[field.name] && merged.values[field.name] && (
                    <div className="mt-2">{option(field, 'both', 'les deux')}</div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-100 pt-5 dark:border-white/10">
          <Button type="button" processing={processing} onClick={() => void submit()}>
            Fusionner
          </Button>
          <LinkButton href={back} variant="secondary">
            Annuler
          </LinkButton>
        </div>
      </Block>
    </>
  )
}
