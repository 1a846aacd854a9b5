import type { ImportShowProps } from '~/props/imports'
import { Block } from '~/components/block'
import { plural } from '~/lib/format'

/** The file's first rows, in the fields' columns chosen so far. */
export function ImportPreview({
  preview,
  fields,
  mapping,
}: Pick<ImportShowProps, 'preview' | 'fields' | 'mapping'>) {
  const mapped = fields.filter((field) => mapping[field.name] !== undefined)
  return (
    <Block
      title={plural(Math.min(preview.length, 20), {
        one: 'Aperçu de la première ligne',
        other: 'Aperçu des # premières lignes',
      })}
    >
      <div className="-m-5 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-black/10 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-2">
                Ligne
              </th>
              {mapped.map((field) => (
                <th key={field.name} scope="col" className="px-4 py-2 whitespace-nowrap">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-white/10">
            {preview.map((row, index) => (
              <tr key={index}>
                <td className="px-4 py-2 text-slate-500 tabular-nums">{index + 2}</td>
                {mapped.map((field) => (
                  <td key={field.name} className="px-4 py-2 whitespace-nowrap">
                    {row[mapping[field.name]]?.trim() || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Block>
  )
}
