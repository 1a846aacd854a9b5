import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FileSpreadsheet, Upload } from 'lucide-react'
import type { ImportUploadProps } from '~/props/imports'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { Button } from '~/components/form/button'
import { LinkButton } from '~/components/link_button'
import { PageHeading } from '~/components/page_heading'
import { formatDateTime, plural } from '~/lib/format'

const STATUS = { parsed: 'à vérifier', running: 'interrompu', done: 'terminé', undone: 'annulé' }

/** Step 1 of "Importer des contacts": the file. */
export default function ImportUpload({ kind, recent }: ImportUploadProps) {
  const form = useForm<{ fichier: File | null }>({ fichier: null })
  const base = kind === 'societes' ? 'societes' : 'contacts'
  const title = kind === 'societes' ? 'Importer des sociétés' : 'Importer des contacts'
  return (
    <>
      <Head title={title} />
      <PageHeading
        title={title}
        subtitle="Étape 1 sur 4 : choisissez un fichier Excel (.xlsx) ou CSV (séparé par « ; » ou « , »)."
        actions={
          <LinkButton href={urlFor(`${base}.index`)} variant="secondary">
            {kind === 'societes' ? 'Retour aux sociétés' : 'Retour aux contacts'}
          </LinkButton>
        }
      />
      <Block>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor(`${base}.import.store`), { forceFormData: true })
          }}
          className="space-y-4"
        >
          <label className="flex cursor-pointer flex-col items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 px-6 py-10 text-center hover:border-primary dark:border-white/20">
            <FileSpreadsheet className="size-10 text-primary" aria-hidden="true" />
            <span className="font-semibold text-slate-900 dark:text-white">
              {form.data.fichier ? form.data.fichier.name : 'Choisir un fichier'}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              La première ligne donne les noms des colonnes. 10 Mo et 20 000 lignes au plus ; UTF-8
              ou Windows-1252 (Excel).
            </span>
            <input
              type="file"
              name="fichier"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Fichier à importer"
              className="sr-only"
              onChange={(event) => form.setData('fichier', event.target.files?.[0] ?? null)}
            />
          </label>
          {form.errors.fichier && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {form.errors.fichier}
            </p>
          )}
          <Button processing={form.processing} disabled={!form.data.fichier}>
            <Upload className="size-4" aria-hidden="true" /> Envoyer le fichier
          </Button>
        </form>
      </Block>
      {recent.length > 0 && (
        <div className="mt-6">
          <Block title="Imports récents">
            <ul className="divide-y divide-slate-100 text-sm dark:divide-white/10">
              {recent.map((imp) => (
                <li key={imp.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link
                    href={urlFor(`${base}.import.show`, { id: imp.id })}
                    className="font-semibold text-primary hover:underline"
                  >
                    {imp.filename}
                  </Link>
                  <span className="text-slate-600 dark:text-slate-300">
                    {plural(imp.total, { one: '# ligne', other: '# lignes' })} ·{' '}
                    {STATUS[imp.status]} · {formatDateTime(imp.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          </Block>
        </div>
      )}
    </>
  )
}
