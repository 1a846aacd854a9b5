/*
| Every route of the app (method + pattern, as router.toJSON() lists them)
| with the answer each kind of account gets. route_matrix.spec.ts walks the
| router and fails on a route missing here, so a new route cannot be added
| without deciding who may use it.
|
| Answers: a status, or "302 <location>" for a redirect ("302 back" is the
| page the request came from; ":id" in a location is the record's id). Writes are sent with a valid CSRF token and an
| empty body unless told: an allowed caller gets the form back with its
| errors ("302 back"), a refused one its 403/404 — the guard is what is
| tested here, the behaviour is in each module's own tests.
| Routes with :id use a record owned by `pro`.
|
| `pending` and `refused` are pros the school has not validated (employer
| approval): a pending one answers as `pro2` (another validated pro) and a
| refused one, read-only, as `lecteur`, unless a line says otherwise; mail to
| an address the user chooses is refused to both (app/abilities/main.ts,
| `sendMailOutside`). Their own records: refused_read_only.spec.ts.
*/
export const ACCOUNTS = [
  'guest',
  'unverified',
  'visiteur',
  'lecteur',
  'pro',
  'pro2',
  'pending',
  'refused',
  'esi',
] as const
export type Account = (typeof ACCOUNTS)[number]
type Verified = Exclude<Account, 'guest' | 'unverified'>

export type Expected = number | `302 ${string}`
export type Answers = Record<Account, Expected>

export type MatrixEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
  pattern: string
  expect: Answers
  /** Sent as a JSON call of inertia/lib/http.ts instead of a page visit or form post. */
  json?: boolean
  body?: Record<string, unknown>
}

const BACK = '302 back'
const LOGIN = '302 /login'
const VERIFY = '302 /verify-email'
const HOME = '302 /dashboard'

/** Verified accounts: one answer for all, then the exceptions (see `pending` and `refused` above). */
function verified(all: Expected, except: Partial<Record<Verified, Expected>> = {}) {
  const { pro2 = all, lecteur = all } = except
  return {
    visiteur: all,
    lecteur,
    pro: all,
    pro2,
    pending: pro2,
    refused: lecteur,
    esi: all,
    ...except,
  }
}

/** Behind `auth` + `verified`: guests go to /login, unverified users to /verify-email. */
const app = (all: Expected, except?: Partial<Record<Verified, Expected>>): Answers => ({
  guest: LOGIN,
  unverified: VERIFY,
  ...verified(all, except),
})

/** Behind `auth` only: unverified users are let in. */
const signedIn = (all: Expected, unverified: Expected = all): Answers => ({
  guest: LOGIN,
  unverified,
  ...verified(all),
})

/** Guest pages: anyone signed in goes to the dashboard. */
const guestOnly = (guest: Expected): Answers => ({ guest, unverified: HOME, ...verified(HOME) })

/** JSON API behind `auth` + `verified`: 401 and 403 as JSON. */
const api = (all: Expected, except?: Partial<Record<Verified, Expected>>): Answers => ({
  guest: 401,
  unverified: 403,
  ...verified(all, except),
})

/** A record owned by `pro`: only its owner reaches it, everyone else gets a 404. */
const ownedBy = (pro: Expected, except: Partial<Record<Verified, Expected>> = {}) =>
  app(404, { pro, ...except })

/** The pro tools (contacts, offres, textes): roles pro and esi, droit lecteur read-only. */
const proTool = {
  list: app(200, { visiteur: 403 }),
  write: app(BACK, { visiteur: 403, lecteur: 403 }),
  read: (pro: Expected = 200) => ownedBy(pro, { visiteur: 403 }),
  change: (pro: Expected) => ownedBy(pro, { visiteur: 403, lecteur: 404 }),
}

const esiOnly = (esi: Expected) => app(403, { esi })

export const ROUTE_MATRIX: MatrixEntry[] = [
  /* Landing, authentication, profile (start/routes/auth.ts). */
  { method: 'GET', pattern: '/', expect: { guest: 200, unverified: 200, ...verified(200) } },
  /* The public job board (start/routes/emplois.ts): everyone, signed in or not. */
  { method: 'GET', pattern: '/emplois', expect: { guest: 200, unverified: 200, ...verified(200) } },
  {
    method: 'GET',
    pattern: '/emplois.xml',
    expect: { guest: 200, unverified: 200, ...verified(200) },
  },
  {
    method: 'GET',
    pattern: '/sitemap.xml',
    expect: { guest: 200, unverified: 200, ...verified(200) },
  },
  {
    method: 'GET',
    pattern: '/sitemaps/:file',
    expect: { guest: 200, unverified: 200, ...verified(200) },
  },
  {
    method: 'GET',
    pattern: '/robots.txt',
    expect: { guest: 200, unverified: 200, ...verified(200) },
  },
  /* The fixture offer is a draft: not public, for its owner neither. */
  {
    method: 'GET',
    pattern: '/emplois/:slug',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  },
  /*
  | Applications (start/routes/emplois.ts): anybody, no account; no offer has
  | the reference ":reference", and a withdrawal link needs its signature
  | (candidatures_apply.spec.ts tests them with real offers and links).
  */
  {
    method: 'GET',
    pattern: '/emplois/:reference/candidatures',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  },
  {
    method: 'POST',
    pattern: '/emplois/:reference/candidatures',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  },
  {
    method: 'GET',
    pattern: '/emplois/candidatures/:id/retrait/:jeton',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  },
  {
    method: 'POST',
    pattern: '/emplois/candidatures/:id/retrait/:jeton',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  },
  { method: 'GET', pattern: '/login', expect: guestOnly(200) },
  { method: 'POST', pattern: '/login', expect: guestOnly(BACK) },
  { method: 'GET', pattern: '/register', expect: guestOnly(200) },
  { method: 'POST', pattern: '/register', expect: guestOnly(BACK) },
  { method: 'GET', pattern: '/forgot-password', expect: guestOnly(200) },
  { method: 'POST', pattern: '/forgot-password', expect: guestOnly(BACK) },
  { method: 'GET', pattern: '/reset-password/:token', expect: guestOnly(200) },
  { method: 'GET', pattern: '/reset-password', expect: guestOnly(200) },
  { method: 'POST', pattern: '/reset-password/:token', expect: guestOnly(BACK) },
  { method: 'POST', pattern: '/reset-password', expect: guestOnly(BACK) },
  { method: 'POST', pattern: '/logout', expect: signedIn('302 /') },
  { method: 'GET', pattern: '/verify-email', expect: signedIn(HOME, 200) },
  /* Unsigned here, so refused for everyone signed in. */
  { method: 'GET', pattern: '/verify-email/:id/:hash', expect: signedIn(VERIFY) },
  {
    method: 'POST',
    pattern: '/email/verification-notification',
    expect: signedIn(HOME, BACK),
  },
  { method: 'GET', pattern: '/profile', expect: signedIn(200) },
  { method: 'PATCH', pattern: '/profile', expect: signedIn(BACK) },
  { method: 'PUT', pattern: '/profile/digest', expect: signedIn(BACK) },
  { method: 'DELETE', pattern: '/profile', expect: signedIn(BACK) },
  { method: 'DELETE', pattern: '/profile/sessions', expect: signedIn(BACK) },
  { method: 'PUT', pattern: '/password', expect: signedIn(BACK) },
  { method: 'PUT', pattern: '/profile/page-textes/:cle', expect: app(403, { esi: BACK }) },
  { method: 'GET', pattern: '/confirm-password', expect: signedIn(200) },
  { method: 'POST', pattern: '/confirm-password', expect: signedIn(BACK) },
  { method: 'GET', pattern: '/dashboard', expect: app(200) },
  { method: 'GET', pattern: '/recherche', expect: app(200) },
  { method: 'GET', pattern: '/api/user', json: true, expect: { ...api(200), unverified: 200 } },
  /* The command palette's live results (start/routes/palette.ts): every verified account. */
  { method: 'GET', pattern: '/api/user/palette', json: true, expect: api(200) },
  /* Two-factor sign-in (start/routes/two_factor.ts): no sign-in is pending here, and the
     esi account already has it on; every change asks for the password again first. */
  { method: 'GET', pattern: '/two-factor-challenge', expect: guestOnly(LOGIN) },
  { method: 'POST', pattern: '/two-factor-challenge', expect: guestOnly(LOGIN) },
  {
    method: 'GET',
    pattern: '/user/two-factor/enrol',
    expect: { ...signedIn('302 /profile'), esi: HOME },
  },
  {
    method: 'POST',
    pattern: '/user/two-factor-authentication',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'DELETE',
    pattern: '/user/two-factor-authentication',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'POST',
    pattern: '/user/confirmed-two-factor-authentication',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'POST',
    pattern: '/user/two-factor-recovery-codes',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'GET',
    pattern: '/user/two-factor-qr-code',
    json: true,
    expect: { guest: 401, unverified: 423, ...verified(423) },
  },
  {
    method: 'GET',
    pattern: '/user/two-factor-secret-key',
    json: true,
    expect: { guest: 401, unverified: 423, ...verified(423) },
  },

  /* Sociétés: every role, owner only, droit lecteur read-only (start/routes/societes.ts). */
  { method: 'GET', pattern: '/app/company', expect: app(200) },
  { method: 'GET', pattern: '/app/company/export', expect: app(200) },
  { method: 'GET', pattern: '/app/company/create', expect: app(200, { lecteur: 403 }) },
  { method: 'POST', pattern: '/app/company', expect: app(BACK, { lecteur: 403 }) },
  { method: 'POST', pattern: '/app/company/bulk', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', pattern: '/app/company/doublons', expect: app(200, { lecteur: 403 }) },
  { method: 'GET', pattern: '/app/company/import', expect: app(200, { lecteur: 403 }) },
  { method: 'POST', pattern: '/app/company/import', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', pattern: '/app/company/import/:id', expect: app(404, { lecteur: 403 }) },
  {
    method: 'POST',
    pattern: '/app/company/import/:id/dry-run',
    expect: app(404, { lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/company/import/:id/run', expect: app(404, { lecteur: 403 }) },
  { method: 'POST', pattern: '/app/company/import/:id/undo', expect: app(404, { lecteur: 403 }) },
  { method: 'GET', pattern: '/app/company/import/:id/rejets', expect: app(404, { lecteur: 403 }) },
  {
    method: 'GET',
    pattern: '/app/company/fusion',
    expect: app('302 /app/company/doublons', { lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/company/fusion', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', pattern: '/app/company/:id', expect: ownedBy(200) },
  { method: 'GET', pattern: '/app/company/:id/edit', expect: ownedBy(200) },
  { method: 'PUT', pattern: '/app/company/:id', expect: ownedBy(BACK) },
  { method: 'DELETE', pattern: '/app/company/:id', expect: ownedBy('302 /app/company') },
  { method: 'PUT', pattern: '/app/company/:id/restore', expect: ownedBy('302 /app/company') },
  { method: 'GET', pattern: '/api/user/societes', json: true, expect: api(200) },
  {
    method: 'POST',
    pattern: '/api/user/doublons/societes',
    json: true,
    expect: api(200, { lecteur: 403 }),
  },
  {
    method: 'POST',
    pattern: '/api/user/doublons/contacts',
    json: true,
    expect: api(200, { lecteur: 403, visiteur: 403 }),
  },

  /* Contacts (start/routes/contacts.ts). */
  { method: 'GET', pattern: '/app/contacts', expect: proTool.list },
  { method: 'GET', pattern: '/app/contacts/export', expect: proTool.list },
  {
    method: 'GET',
    pattern: '/app/contacts/create',
    expect: app(200, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/contacts', expect: proTool.write },
  /* An empty body: the form error for those who may write; the policy refuses first otherwise. */
  { method: 'POST', pattern: '/app/contacts/bulk', expect: proTool.write },
  {
    method: 'GET',
    pattern: '/app/contacts/doublons',
    expect: app(200, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'GET',
    pattern: '/app/contacts/fusion',
    expect: app('302 /app/contacts/doublons', { visiteur: 403, lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/contacts/fusion', expect: proTool.write },
  /* The import's records: the fixture has none, so every :id is a 404 for those who may write. */
  {
    method: 'GET',
    pattern: '/app/contacts/import',
    expect: app(200, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/contacts/import', expect: proTool.write },
  {
    method: 'GET',
    pattern: '/app/contacts/import/:id',
    expect: app(404, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'POST',
    pattern: '/app/contacts/import/:id/dry-run',
    expect: app(404, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'POST',
    pattern: '/app/contacts/import/:id/run',
    expect: app(404, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'POST',
    pattern: '/app/contacts/import/:id/undo',
    expect: app(404, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'GET',
    pattern: '/app/contacts/import/:id/rejets',
    expect: app(404, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'DELETE',
    pattern: '/app/contacts/corbeille',
    expect: app('302 /app/contacts', { visiteur: 403, lecteur: 403 }),
  },
  { method: 'GET', pattern: '/app/contacts/:id', expect: proTool.read() },
  { method: 'GET', pattern: '/app/contacts/:id/edit', expect: proTool.read() },
  { method: 'PUT', pattern: '/app/contacts/:id', expect: proTool.change(BACK) },
  { method: 'DELETE', pattern: '/app/contacts/:id', expect: proTool.change('302 /app/contacts') },
  {
    method: 'PUT',
    pattern: '/app/contacts/:id/restore',
    expect: proTool.change('302 /app/contacts'),
  },

  /* Activity (start/routes/activite.ts): timelines as JSON, interactions on the pro's contact. */
  { method: 'GET', pattern: '/app/contacts/:id/activite', expect: proTool.read() },
  { method: 'GET', pattern: '/app/company/:id/activite', expect: proTool.read() },
  { method: 'GET', pattern: '/app/offres/:id/activite', expect: proTool.read() },
  {
    method: 'POST',
    pattern: '/app/contacts/:id/interactions',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'PUT', pattern: '/app/interactions/:id', expect: proTool.change(BACK) },
  {
    method: 'DELETE',
    pattern: '/app/interactions/:id',
    expect: proTool.change('302 /app/contacts/:id'),
  },
  { method: 'GET', pattern: '/app/interactions/:id/agenda.ics', expect: proTool.read() },
  {
    method: 'POST',
    pattern: '/app/interactions/:id/relance-faite',
    expect: proTool.change('302 /app/contacts/:id'),
  },

  { method: 'GET', pattern: '/api/user/relances', expect: api(200), json: true },
  { method: 'GET', pattern: '/api/user/relances/count', expect: api(200), json: true },
  /* The side overlay's figures and the checklist's "Masquer" (start/routes/dashboard.ts): one's own. */
  { method: 'GET', pattern: '/api/user/apercu', expect: api(200), json: true },
  { method: 'PUT', pattern: '/dashboard/premiers-pas', expect: app(BACK) },
  /* Sending a template to the pro's contact: a write, so lecteur is refused the page too;
     the send needs an account the school validated, refused before the record is read. */
  {
    method: 'GET',
    pattern: '/app/contacts/:id/email',
    expect: ownedBy(200, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'POST',
    pattern: '/app/contacts/:id/email',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 403, pending: 403 }),
  },

  /* Offres (start/routes/offres.ts). */
  { method: 'GET', pattern: '/app/offres', expect: proTool.list },
  { method: 'GET', pattern: '/app/offres/export', expect: proTool.list },
  {
    method: 'GET',
    pattern: '/app/offres/create',
    expect: app(200, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/offres', expect: proTool.write },
  { method: 'POST', pattern: '/app/offres/bulk', expect: proTool.write },
  { method: 'GET', pattern: '/app/offres/:id', expect: proTool.read('302 /app/offres/:id/edit') },
  { method: 'GET', pattern: '/app/offres/:id/edit', expect: proTool.read() },
  { method: 'GET', pattern: '/app/offres/:id/preview', expect: proTool.read() },
  /* The offer's applications board: read by droit lecteur too; its moves are candidatures.statut. */
  { method: 'GET', pattern: '/app/offres/:id/candidatures', expect: proTool.read() },
  { method: 'PUT', pattern: '/app/offres/:id', expect: proTool.change(BACK) },
  { method: 'DELETE', pattern: '/app/offres/:id', expect: proTool.change('302 /app/offres') },
  { method: 'PUT', pattern: '/app/offres/:id/restore', expect: proTool.change('302 /app/offres') },
  { method: 'POST', pattern: '/app/offres/:id/publish', expect: proTool.change('302 /app/offres') },
  { method: 'POST', pattern: '/app/offres/:id/close', expect: proTool.change('302 /app/offres') },
  {
    method: 'POST',
    pattern: '/app/offres/:id/duplicate',
    expect: proTool.change('302 /app/offres'),
  },

  /* Text templates (start/routes/textes.ts). */
  { method: 'GET', pattern: '/app/textes', expect: proTool.list },
  {
    method: 'GET',
    pattern: '/app/textes/create',
    expect: app(200, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'POST', pattern: '/app/textes', expect: proTool.write },
  { method: 'GET', pattern: '/app/textes/:id', expect: proTool.read() },
  { method: 'GET', pattern: '/app/textes/:id/edit', expect: proTool.read() },
  { method: 'PUT', pattern: '/app/textes/:id', expect: proTool.change(BACK) },
  { method: 'DELETE', pattern: '/app/textes/:id', expect: proTool.change('302 /app/textes') },
  { method: 'PUT', pattern: '/app/textes/:id/restore', expect: proTool.change('302 /app/textes') },

  /* Access control (start/routes/access.ts). Only `esi` is staff here. */
  { method: 'GET', pattern: '/installation', expect: guestOnly(404) },
  { method: 'POST', pattern: '/installation', expect: guestOnly(404) },
  { method: 'GET', pattern: '/test-access', expect: esiOnly(200) },
  {
    method: 'PUT',
    pattern: '/api/user/role',
    json: true,
    body: { droit: 'admin' },
    expect: api(403, { esi: 200 }),
  },
  {
    method: 'PUT',
    pattern: '/api/user/acces-role',
    json: true,
    body: { role: 'esi' },
    expect: api(403, { esi: 200 }),
  },

  /* e-sidoor (start/routes/esidoor.ts). */
  { method: 'GET', pattern: '/dashboard-pro', expect: esiOnly(200) },
  { method: 'GET', pattern: '/dashboard-pro/pros/:id', expect: esiOnly(200) },
  /* No password typed again in these sessions. */
  {
    method: 'PUT',
    pattern: '/dashboard-pro/pros/:id/access',
    expect: esiOnly('302 /confirm-password'),
  },
  { method: 'GET', pattern: '/dashboard-pro/contacts', expect: esiOnly(200) },
  { method: 'GET', pattern: '/dashboard-pro/contacts/:id', expect: esiOnly(200) },
  /* The owner filter's choices of that list, as one types (JSON). */
  {
    method: 'GET',
    pattern: '/dashboard-pro/pros/choix',
    json: true,
    expect: api(403, { esi: 200 }),
  },
  /* The security log: esi with droit admin (the matrix's esi account is one). */
  { method: 'GET', pattern: '/dashboard-pro/securite', expect: esiOnly(200) },
  /* Employer approval: esi with droit admin. The fixture pro is validated already, so
     approve and reinstate are refused (a toast, back to e-sidoor); an empty reason is a
     field error. */
  { method: 'GET', pattern: '/dashboard-pro/employeurs', expect: esiOnly(200) },
  {
    method: 'POST',
    pattern: '/dashboard-pro/pros/:id/approve',
    expect: esiOnly('302 /dashboard-pro'),
  },
  { method: 'POST', pattern: '/dashboard-pro/pros/:id/refuse', expect: esiOnly(BACK) },
  { method: 'POST', pattern: '/dashboard-pro/pros/:id/suspend', expect: esiOnly(BACK) },
  {
    method: 'POST',
    pattern: '/dashboard-pro/pros/:id/reinstate',
    expect: esiOnly('302 /dashboard-pro'),
  },
  /* « Envois en échec »: esi with droit admin. :id is a failed mail (the fixture's `mail`);
     Renvoyer and Abandonner go back to the list, done or refused (a toast). */
  { method: 'GET', pattern: '/dashboard-pro/envois', expect: esiOnly(200) },
  {
    method: 'POST',
    pattern: '/dashboard-pro/envois/:id/resend',
    expect: esiOnly('302 /dashboard-pro/envois'),
  },
  {
    method: 'POST',
    pattern: '/dashboard-pro/envois/:id/abandon',
    expect: esiOnly('302 /dashboard-pro/envois'),
  },

  /* The applications inbox (start/routes/candidatures.ts): the offers' owner only. */
  { method: 'GET', pattern: '/app/candidatures', expect: proTool.list },
  { method: 'POST', pattern: '/app/candidatures/bulk', expect: proTool.write },
  { method: 'GET', pattern: '/app/candidatures/:id', expect: proTool.read() },
  { method: 'GET', pattern: '/app/candidatures/:id/cv', expect: proTool.read() },
  { method: 'GET', pattern: '/app/candidatures/:id/cv/apercu', expect: proTool.read() },
  { method: 'GET', pattern: '/app/candidatures/:id/activite', expect: proTool.read() },
  { method: 'PUT', pattern: '/app/candidatures/:id/statut', expect: proTool.change(BACK) },
  {
    method: 'PUT',
    pattern: '/app/candidatures/:id/notes',
    expect: proTool.change('302 /app/candidatures/:id'),
  },
  {
    method: 'POST',
    pattern: '/app/candidatures/:id/reponse',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 404, pending: 403, refused: 403 }),
  },

  /* The catch-all: unknown URLs are the 404 page for everyone. */
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const).map((method) => ({
    method,
    pattern: '/*',
    expect: { guest: 404, unverified: 404, ...verified(404) },
  })),
]

/** Records the :params point to, all owned by `pro` (or `pro` themself). */
export type Fixtures = {
  proId: number
  societe: number
  contact: number
  offre: number
  texte: number
  interaction: number
  candidature: number
  /** A mail that failed (e-sidoor's « Envois en échec »). */
  mail: number
}

/** The URL requested for a pattern. */
export function urlFor(pattern: string, f: Fixtures) {
  const record: [string, number][] = [
    ['/app/company/', f.societe],
    ['/app/contacts/', f.contact],
    ['/app/offres/', f.offre],
    ['/app/textes/', f.texte],
    ['/app/interactions/', f.interaction],
    ['/app/candidatures/', f.candidature],
    ['/dashboard-pro/pros/', f.proId],
    ['/dashboard-pro/contacts/', f.contact],
    ['/dashboard-pro/envois/', f.mail],
  ]
  const id = record.find(([prefix]) => pattern.startsWith(prefix))?.[1]
  return pattern
    .replace('/*', '/nulle-part')
    .replace(':id/:hash', `${f.proId}/empreinte`)
    .replace(':id', String(id))
    .replace(':token', 'jeton')
    .replace(':cle', 'accueil.titre')
    .replace(':slug', `OFF-${new Date().getFullYear()}-0001-brouillon`)
    .replace(':file', 'pages.xml')
}
