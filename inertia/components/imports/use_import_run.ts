import { useState } from 'react'
import { router } from '@inertiajs/react'
import type { DryRun, ImportShowProps } from '~/props/imports'
import { urlFor } from '~/client'
import { http, HttpError } from '~/lib/http'
import { importNouns } from '~/components/imports/import_labels'

/**
 * Steps 2 to 4 of an import: the columns chosen (a change asks for a new dry
 * run), "Vérifier sans importer", then the import in batches, the progress
 * after each, until the server says it is done.
 */
export function useImportRun({ kind, id, outcome, ...props }: ImportShowProps) {
  const { base } = importNouns(kind)
  const [mapping, setMapping] = useState<Record<string, number>>(props.mapping)
  const [update, setUpdate] = useState(false)
  const [dryRun, setDryRun] = useState<DryRun | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const body = { mapping, update }

  const check = async () => {
    setBusy(true)
    setError(null)
    try {
      setDryRun(await http.post<DryRun>(urlFor(`${base}.import.dry_run`, { id }), body))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const run = async () => {
    setBusy(true)
    setError(null)
    setProgress(outcome?.processed ?? 0)
    try {
      for (;;) {
        const step = await http.post<{ processed: number; total: number; done: boolean }>(
          urlFor(`${base}.import.run`, { id }),
          body
        )
        setProgress(step.processed)
        if (step.done) break
      }
      router.reload()
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(false)
    }
  }

  return {
    mapping,
    update,
    dryRun,
    busy,
    progress,
    error,
    check,
    run,
    /** Another column for a field, or none: the dry run is to be done again. */
    chooseMapping(next: Record<string, number>) {
      setMapping(next)
      setDryRun(null)
    },
    chooseUpdate(next: boolean) {
      setUpdate(next)
      setDryRun(null)
    },
  }
}

export type ImportRun = ReturnType<typeof useImportRun>

function messageOf(failure: unknown) {
  if (failure instanceof HttpError) {
    const body = failure.body as { message?: string; errors?: { message: string }[] } | undefined
    return body?.message ?? body?.errors?.[0]?.message ?? "L'opération a échoué."
  }
  return "L'opération a échoué."
}
