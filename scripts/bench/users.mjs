/*
| The signed-in pros of the mix: volume-pro-1…N of `demo:volume`, each
| signed in once before the timed run. For each one: its cookies, its CSRF
| header, the Inertia version, ids of its contacts, sociétés and offres (read
| from the first list pages), and one contact of its own the writes update.
*/
import { Session } from './session.mjs'

/** Ids of a list page's rows (props.<list>.data). */
function idsOf(page, list) {
  return (page.props?.[list]?.data ?? []).map((row) => row.id)
}

async function prepare(base, n, password) {
  const session = await new Session(base).signIn(`volume-pro-${n}@example.fr`, password)
  const contactsPage = await session.page('/app/contacts')
  const contactsPage2 = await session.page('/app/contacts?page=2')
  const societes = idsOf(await session.page('/app/company'), 'societes')
  /* An offre's page is its form (/app/offres/:id redirects there). */
  const offres = idsOf(await session.page('/app/offres'), 'offres').map(
    (id) => `/app/offres/${id}/edit`
  )
  /* The writes' own contact, so that updates change no demo row. */
  const created = await session.send(
    'POST',
    '/app/contacts',
    { nom: 'Banc d’essai', prenom: `Pro ${n}`, statut: 'prospect' },
    { 'x-inertia': 'true', 'x-inertia-version': contactsPage.version }
  )
  const own = /\/app\/contacts\/(\d+)$/.exec(created.headers.get('location') ?? '')?.[1]
  if (!own) throw new Error(`volume-pro-${n}: création refusée (${created.status})`)
  /* The flash of that creation is read once here, not by the timed run. */
  await session.get(`/app/contacts/${own}`)
  return {
    n,
    cookie: session.cookie,
    xsrf: session.xsrf,
    version: contactsPage.version,
    contacts: [...idsOf(contactsPage, 'contacts'), ...idsOf(contactsPage2, 'contacts')],
    societes,
    offres,
    own: Number(own),
  }
}

/** Signs `count` pros in, four at a time (password hashing is the slow part). */
export async function signInPros(base, count, password) {
  const users = []
  for (let first = 1; first <= count; first += 4) {
    const batch = []
    for (let n = first; n < Math.min(first + 4, count + 1); n++)
      batch.push(prepare(base, n, password))
    users.push(...(await Promise.all(batch)))
  }
  return users
}
