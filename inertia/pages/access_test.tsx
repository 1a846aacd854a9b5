import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'
import { PageHeading } from '~/components/page_heading'
import { ToggleRow } from '~/components/access/toggle_row'
import { http } from '~/lib/http'
import { toast } from '~/lib/toast'
import { setCurrentUser, useCurrentUser } from '~/lib/current_user'
import type { CurrentUser } from '~/types'

type Droit = NonNullable<CurrentUser['droit']>
type Role = NonNullable<CurrentUser['role']>

const ROLES: { value: Role; text: string }[] = [
  { value: 'pro', text: 'Contacts, offres et sociétés, comme un professionnel.' },
  { value: 'esi', text: 'Les outils pro, plus e-sidoor et cette page.' },
]
const DROITS: { value: Droit; text: string }[] = [
  { value: 'lecteur', text: 'Lecture seule : création, modification et suppression masquées.' },
  {
    value: 'admin',
    text: "Textes des pages et modèles partagés ; avec l'accès esi, gestion des accès.",
  },
]

/*
| The two toggles of docs/product.md §5, a block each: its title, what it shows when
| nothing is held, its values. Choosing the value already held sends null.
| The page changes only once the server has accepted; the toasts are the
| original product's wording ("Rôle" is the droit, "Accès" the role).
*/
const TOGGLES = {
  droit: {
    title: 'Rôle',
    none: 'standard',
    values: DROITS,
    url: urlFor('api.user.role'),
    on: (value: string) => `Rôle activé : ${value}`,
    off: 'Rôle désactivé',
    failed: 'Erreur lors de la mise à jour du rôle.',
  },
  role: {
    title: 'Accès',
    none: 'aucun',
    values: ROLES,
    url: urlFor('api.user.acces_role'),
    on: (value: string) => `Accès activé : ${value}`,
    off: 'Accès désactivé',
    failed: "Erreur lors de la mise à jour de l'accès.",
  },
} as const

export default function AccesTest() {
  const { user, failed } = useCurrentUser()
  const [pending, setPending] = useState<string | null>(null)

  async function toggle(field: 'droit' | 'role', value: string) {
    if (!user || pending) return
    const next = user[field] === value ? null : value
    const texts = TOGGLES[field]
    setPending(`${field}:${value}`)
    try {
      const updated = await http.put<CurrentUser>(texts.url, { [field]: next })
      setCurrentUser(updated)
      toast('success', next ? texts.on(next) : texts.off)
      /* The menu, the banner and every `can` follow the new access. */
      router.reload()
    } catch {
      toast('warning', texts.failed)
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <Head title="Test accès" />
      <PageHeading
        title="Test accès"
        subtitle="Parcourez l'application avec un autre accès ou un autre rôle. En tant que membre du staff, vous gardez cette page pour revenir en arrière."
      />
      {failed && !user && (
        <p role="alert" className="mb-6 text-sm text-red-700 dark:text-red-400">
          Impossible de charger votre compte. Rechargez la page.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {(['role', 'droit'] as const).map((field) => (
          <Block key={field} title={TOGGLES[field].title} loading={!user}>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
              {TOGGLES[field].title} actuel :{' '}
              <strong data-testid={`current-${field}`} className="text-slate-900 dark:text-white">
                {user ? (user[field] ?? TOGGLES[field].none) : '…'}
              </strong>
            </p>
            <ul className="divide-y divide-slate-100 dark:divide-white/10">
              {TOGGLES[field].values.map(({ value, text }) => (
                <ToggleRow
                  key={value}
                  label={value}
                  description={text}
                  checked={user?.[field] === value}
                  busy={pending === `${field}:${value}`}
                  disabled={!user || pending !== null}
                  onToggle={() => toggle(field, value)}
                />
              ))}
            </ul>
          </Block>
        ))}
      </div>
    </>
  )
}
