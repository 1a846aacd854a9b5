import { useEffect, useState } from 'react'
import { TriangleAlert } from 'lucide-react'
import { urlFor } from '~/client'
import { http } from '~/lib/http'

type Doublon = { id: number; label: string; details: string; reasons: string[] }

/*
| "Doublon possible" under a contact or société form (docs/product.md,
| "Doublons"): what is typed is compared, a moment after the typing stops,
| with the owner's records (POST /api/user/doublons/*). A warning only: the
| form is saved all the same. Nothing shows while the fields are empty or
| when the server cannot answer.
*/
export function DoublonWarning({
  kind,
  probe,
  except,
}: {
  kind: 'contacts' | 'societes'
  probe: Record<string, string | number | null>
  except?: number
}) {
  const [found, setFound] = useState<Doublon[]>([])
  const key = JSON.stringify(probe)

  useEffect(() => {
    const values = JSON.parse(key) as Record<string, string | number | null>
    const body = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value === '' ? null : value])
    )
    if (Object.values(body).every((value) => value === null)) {
      const none = setTimeout(() => setFound([]), 0)
      return () => clearTimeout(none)
    }
    let live = true
    const timer = setTimeout(() => {
      http
        .post<{ doublons: Doublon[] }>(
          urlFor(kind === 'contacts' ? 'api.user.doublons.contacts' : 'api.user.doublons.societes'),
          { ...body, except: except ?? null }
        )
        .then((answer) => live && setFound(answer.doublons))
        .catch(() => live && setFound([]))
    }, 400)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key, kind, except])

  if (found.length === 0) return <div role="status" aria-live="polite" className="sr-only" />
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:col-span-2 dark:bg-amber-900/30 dark:text-amber-50 dark:ring-amber-400/30"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {found.length > 1 ? 'Doublons possibles' : 'Doublon possible'} : vérifiez avant
          d'enregistrer.
        </p>
        <ul className="mt-1 space-y-1">
          {found.map((duplicate) => (
            <li key={duplicate.id}>
              <a
                href={
                  kind === 'contacts'
                    ? urlFor('contacts.show', { id: duplicate.id })
                    : urlFor('societes.show', { id: duplicate.id })
                }
                target="_blank"
                rel="noreferrer"
                className="font-semibold underline"
              >
                {duplicate.label}
              </a>{' '}
              <span className="text-amber-900/80 dark:text-amber-100/80">
                ({duplicate.reasons.join(', ')}){duplicate.details ? ` · ${duplicate.details}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
