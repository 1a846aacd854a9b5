import { type RouteName, patternOf } from '#tests/helpers/routes'

/*
| Every route of the app (method + route name; its pattern is read from the
| router, as router.toJSON() lists it) with the answer each kind of account
| gets. route_matrix.spec.ts walks the router and fails on a route missing
| here, so a new route cannot be added without deciding who may use it.
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

type MatrixLine = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
  /** The route by its name (tests/helpers/routes.ts): a renamed path moves with it. */
  route: RouteName
  expect: Answers
  /** Sent as a JSON call of inertia/lib/http.ts instead of a page visit or form post. */
  json?: boolean
  body?: Record<string, unknown>
}

/** A line with its route's pattern, as the router lists it (what the spec compares). */
export type MatrixEntry = MatrixLine & { pattern: string }

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

/** Public routes: every visitor, signed in or not, gets `all`. */
const everyone = (all: Expected): Answers => ({ guest: all, unverified: all, ...verified(all) })

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
  /** What only those who may write reach: droit lecteur is refused too. */
  writer: (all: Expected) => app(all, { visiteur: 403, lecteur: 403 }),
  write: app(BACK, { visiteur: 403, lecteur: 403 }),
  read: (pro: Expected = 200) => ownedBy(pro, { visiteur: 403 }),
  change: (pro: Expected) => ownedBy(pro, { visiteur: 403, lecteur: 404 }),
}

const esiOnly = (esi: Expected) => app(403, { esi })

const LINES: MatrixLine[] = [
  /* Landing, authentication, profile (start/routes/auth.ts). */
  { method: 'GET', route: 'home', expect: everyone(200) },
  /* The public job board (start/routes/emplois.ts): everyone, signed in or not. */
  { method: 'GET', route: 'emplois.index', expect: everyone(200) },
  { method: 'GET', route: 'emplois.feed', expect: everyone(200) },
  { method: 'GET', route: 'sitemap', expect: everyone(200) },
  { method: 'GET', route: 'sitemaps.file', expect: everyone(200) },
  { method: 'GET', route: 'robots', expect: everyone(200) },
  /* The fixture offer is a draft: not public, for its owner neither. */
  { method: 'GET', route: 'emplois.show', expect: everyone(404) },
  /*
  | Applications (start/routes/emplois.ts): anybody, no account; no offer has
  | the reference ":reference", and a withdrawal link needs its signature
  | (candidature_submission.spec.ts tests them with real offers and links).
  */
  { method: 'GET', route: 'emplois.candidatures.create', expect: everyone(404) },
  { method: 'POST', route: 'emplois.candidatures.store', expect: everyone(404) },
  { method: 'GET', route: 'emplois.candidatures.withdraw', expect: everyone(404) },
  { method: 'POST', route: 'emplois.candidatures.destroy', expect: everyone(404) },
  { method: 'GET', route: 'login', expect: guestOnly(200) },
  { method: 'POST', route: 'login.store', expect: guestOnly(BACK) },
  { method: 'GET', route: 'register', expect: guestOnly(200) },
  { method: 'POST', route: 'register.store', expect: guestOnly(BACK) },
  { method: 'GET', route: 'password.request', expect: guestOnly(200) },
  { method: 'POST', route: 'password.email', expect: guestOnly(BACK) },
  { method: 'GET', route: 'password.reset', expect: guestOnly(200) },
  { method: 'GET', route: 'password.reset.query', expect: guestOnly(200) },
  { method: 'POST', route: 'password.store.token', expect: guestOnly(BACK) },
  { method: 'POST', route: 'password.store', expect: guestOnly(BACK) },
  { method: 'POST', route: 'logout', expect: signedIn('302 /') },
  { method: 'GET', route: 'verification.notice', expect: signedIn(HOME, 200) },
  /* Unsigned here, so refused for everyone signed in. */
  { method: 'GET', route: 'verification.verify', expect: signedIn(VERIFY) },
  {
    method: 'POST',
    route: 'verification.send',
    expect: signedIn(HOME, BACK),
  },
  { method: 'GET', route: 'profile.edit', expect: signedIn(200) },
  { method: 'PATCH', route: 'profile.update', expect: signedIn(BACK) },
  { method: 'PUT', route: 'profile.digest', expect: signedIn(BACK) },
  { method: 'DELETE', route: 'profile.destroy', expect: signedIn(BACK) },
  { method: 'DELETE', route: 'profile.sessions.destroy', expect: signedIn(BACK) },
  { method: 'PUT', route: 'password.update', expect: signedIn(BACK) },
  { method: 'PUT', route: 'page_textes.update', expect: app(403, { esi: BACK }) },
  { method: 'GET', route: 'password.confirm', expect: signedIn(200) },
  { method: 'POST', route: 'password.confirm.store', expect: signedIn(BACK) },
  { method: 'GET', route: 'dashboard', expect: app(200) },
  { method: 'GET', route: 'search', expect: app(200) },
  { method: 'GET', route: 'api.user', json: true, expect: { ...api(200), unverified: 200 } },
  /* The command palette's live results (start/routes/palette.ts): every verified account. */
  { method: 'GET', route: 'api.user.palette', json: true, expect: api(200) },
  /* Two-factor sign-in (start/routes/two_factor.ts): no sign-in is pending here, and the
     esi account already has it on; every change asks for the password again first. */
  { method: 'GET', route: 'two_factor.challenge', expect: guestOnly(LOGIN) },
  { method: 'POST', route: 'two_factor.challenge.store', expect: guestOnly(LOGIN) },
  {
    method: 'GET',
    route: 'two_factor.enrol',
    expect: { ...signedIn('302 /profile'), esi: HOME },
  },
  {
    method: 'POST',
    route: 'two_factor.enable',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'DELETE',
    route: 'two_factor.disable',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'POST',
    route: 'two_factor.confirm',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'POST',
    route: 'two_factor.recovery_codes',
    expect: signedIn('302 /confirm-password'),
  },
  {
    method: 'GET',
    route: 'two_factor.qr_code',
    json: true,
    expect: { guest: 401, unverified: 423, ...verified(423) },
  },
  {
    method: 'GET',
    route: 'two_factor.secret_key',
    json: true,
    expect: { guest: 401, unverified: 423, ...verified(423) },
  },

  /* Sociétés: every role, owner only, droit lecteur read-only (start/routes/societes.ts). */
  { method: 'GET', route: 'societes.index', expect: app(200) },
  { method: 'GET', route: 'societes.export', expect: app(200) },
  { method: 'GET', route: 'societes.create', expect: app(200, { lecteur: 403 }) },
  { method: 'POST', route: 'societes.store', expect: app(BACK, { lecteur: 403 }) },
  { method: 'POST', route: 'societes.bulk', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', route: 'societes.doublons', expect: app(200, { lecteur: 403 }) },
  { method: 'GET', route: 'societes.import.create', expect: app(200, { lecteur: 403 }) },
  { method: 'POST', route: 'societes.import.store', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', route: 'societes.import.show', expect: app(404, { lecteur: 403 }) },
  {
    method: 'POST',
    route: 'societes.import.dry_run',
    expect: app(404, { lecteur: 403 }),
  },
  { method: 'POST', route: 'societes.import.run', expect: app(404, { lecteur: 403 }) },
  { method: 'POST', route: 'societes.import.undo', expect: app(404, { lecteur: 403 }) },
  { method: 'GET', route: 'societes.import.rejected', expect: app(404, { lecteur: 403 }) },
  {
    method: 'GET',
    route: 'societes.fusion',
    expect: app('302 /app/company/doublons', { lecteur: 403 }),
  },
  { method: 'POST', route: 'societes.fusion.store', expect: app(BACK, { lecteur: 403 }) },
  { method: 'GET', route: 'societes.show', expect: ownedBy(200) },
  { method: 'GET', route: 'societes.edit', expect: ownedBy(200) },
  { method: 'PUT', route: 'societes.update', expect: ownedBy(BACK) },
  { method: 'DELETE', route: 'societes.destroy', expect: ownedBy('302 /app/company') },
  { method: 'PUT', route: 'societes.restore', expect: ownedBy('302 /app/company') },
  { method: 'GET', route: 'api.user.societes', json: true, expect: api(200) },
  {
    method: 'POST',
    route: 'api.user.doublons.societes',
    json: true,
    expect: api(200, { lecteur: 403 }),
  },
  {
    method: 'POST',
    route: 'api.user.doublons.contacts',
    json: true,
    expect: api(200, { lecteur: 403, visiteur: 403 }),
  },

  /* Contacts (start/routes/contacts.ts). */
  { method: 'GET', route: 'contacts.index', expect: proTool.list },
  { method: 'GET', route: 'contacts.export', expect: proTool.list },
  { method: 'GET', route: 'contacts.create', expect: proTool.writer(200) },
  { method: 'POST', route: 'contacts.store', expect: proTool.write },
  /* An empty body: the form error for those who may write; the policy refuses first otherwise. */
  { method: 'POST', route: 'contacts.bulk', expect: proTool.write },
  { method: 'GET', route: 'contacts.doublons', expect: proTool.writer(200) },
  { method: 'GET', route: 'contacts.fusion', expect: proTool.writer('302 /app/contacts/doublons') },
  { method: 'POST', route: 'contacts.fusion.store', expect: proTool.write },
  /* The import's records: the fixture has none, so every :id is a 404 for those who may write. */
  { method: 'GET', route: 'contacts.import.create', expect: proTool.writer(200) },
  { method: 'POST', route: 'contacts.import.store', expect: proTool.write },
  { method: 'GET', route: 'contacts.import.show', expect: proTool.writer(404) },
  { method: 'POST', route: 'contacts.import.dry_run', expect: proTool.writer(404) },
  { method: 'POST', route: 'contacts.import.run', expect: proTool.writer(404) },
  { method: 'POST', route: 'contacts.import.undo', expect: proTool.writer(404) },
  { method: 'GET', route: 'contacts.import.rejected', expect: proTool.writer(404) },
  { method: 'DELETE', route: 'contacts.empty_trash', expect: proTool.writer('302 /app/contacts') },
  { method: 'GET', route: 'contacts.show', expect: proTool.read() },
  { method: 'GET', route: 'contacts.edit', expect: proTool.read() },
  { method: 'PUT', route: 'contacts.update', expect: proTool.change(BACK) },
  { method: 'DELETE', route: 'contacts.destroy', expect: proTool.change('302 /app/contacts') },
  {
    method: 'PUT',
    route: 'contacts.restore',
    expect: proTool.change('302 /app/contacts'),
  },

  /* Activity (start/routes/activite.ts): timelines as JSON, interactions on the pro's contact. */
  { method: 'GET', route: 'activite.contact', expect: proTool.read() },
  { method: 'GET', route: 'activite.societe', expect: proTool.read() },
  { method: 'GET', route: 'activite.offre', expect: proTool.read() },
  {
    method: 'POST',
    route: 'interactions.store',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 403 }),
  },
  { method: 'PUT', route: 'interactions.update', expect: proTool.change(BACK) },
  {
    method: 'DELETE',
    route: 'interactions.destroy',
    expect: proTool.change('302 /app/contacts/:id'),
  },
  { method: 'GET', route: 'interactions.agenda', expect: proTool.read() },
  {
    method: 'POST',
    route: 'interactions.relance_faite',
    expect: proTool.change('302 /app/contacts/:id'),
  },

  { method: 'GET', route: 'api.user.relances', expect: api(200), json: true },
  { method: 'GET', route: 'api.user.relances.count', expect: api(200), json: true },
  /* The side overlay's figures and the checklist's "Masquer" (start/routes/dashboard.ts): one's own. */
  { method: 'GET', route: 'api.user.apercu', expect: api(200), json: true },
  { method: 'PUT', route: 'onboarding.update', expect: app(BACK) },
  /* Sending a template to the pro's contact: a write, so lecteur is refused the page too;
     the send needs an account the school validated, refused before the record is read. */
  {
    method: 'GET',
    route: 'contacts.email',
    expect: ownedBy(200, { visiteur: 403, lecteur: 403 }),
  },
  {
    method: 'POST',
    route: 'contacts.email.send',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 403, pending: 403 }),
  },

  /* Offres (start/routes/offres.ts). */
  { method: 'GET', route: 'offres.index', expect: proTool.list },
  { method: 'GET', route: 'offres.export', expect: proTool.list },
  { method: 'GET', route: 'offres.create', expect: proTool.writer(200) },
  { method: 'POST', route: 'offres.store', expect: proTool.write },
  { method: 'POST', route: 'offres.bulk', expect: proTool.write },
  { method: 'GET', route: 'offres.show', expect: proTool.read('302 /app/offres/:id/edit') },
  { method: 'GET', route: 'offres.edit', expect: proTool.read() },
  { method: 'GET', route: 'offres.preview', expect: proTool.read() },
  /* The offer's applications board: read by droit lecteur too; its moves are candidatures.statut. */
  { method: 'GET', route: 'offres.candidatures.board', expect: proTool.read() },
  { method: 'PUT', route: 'offres.update', expect: proTool.change(BACK) },
  { method: 'DELETE', route: 'offres.destroy', expect: proTool.change('302 /app/offres') },
  { method: 'PUT', route: 'offres.restore', expect: proTool.change('302 /app/offres') },
  { method: 'POST', route: 'offres.publish', expect: proTool.change('302 /app/offres') },
  { method: 'POST', route: 'offres.close', expect: proTool.change('302 /app/offres') },
  {
    method: 'POST',
    route: 'offres.duplicate',
    expect: proTool.change('302 /app/offres'),
  },

  /* Text templates (start/routes/textes.ts). */
  { method: 'GET', route: 'textes.index', expect: proTool.list },
  { method: 'GET', route: 'textes.create', expect: proTool.writer(200) },
  { method: 'POST', route: 'textes.store', expect: proTool.write },
  { method: 'GET', route: 'textes.show', expect: proTool.read() },
  { method: 'GET', route: 'textes.edit', expect: proTool.read() },
  { method: 'PUT', route: 'textes.update', expect: proTool.change(BACK) },
  { method: 'DELETE', route: 'textes.destroy', expect: proTool.change('302 /app/textes') },
  { method: 'PUT', route: 'textes.restore', expect: proTool.change('302 /app/textes') },

  /* Access control (start/routes/access.ts). Only `esi` is staff here. */
  { method: 'GET', route: 'installation', expect: guestOnly(404) },
  { method: 'POST', route: 'installation.store', expect: guestOnly(404) },
  { method: 'GET', route: 'access_test', expect: esiOnly(200) },
  {
    method: 'PUT',
    route: 'api.user.role',
    json: true,
    body: { droit: 'admin' },
    expect: api(403, { esi: 200 }),
  },
  {
    method: 'PUT',
    route: 'api.user.acces_role',
    json: true,
    body: { role: 'esi' },
    expect: api(403, { esi: 200 }),
  },

  /* e-sidoor (start/routes/esidoor.ts). */
  { method: 'GET', route: 'esidoor.dashboard', expect: esiOnly(200) },
  { method: 'GET', route: 'esidoor.pros.show', expect: esiOnly(200) },
  /* No password typed again in these sessions. */
  {
    method: 'PUT',
    route: 'esidoor.pros.access',
    expect: esiOnly('302 /confirm-password'),
  },
  { method: 'GET', route: 'esidoor.contacts.index', expect: esiOnly(200) },
  { method: 'GET', route: 'esidoor.contacts.show', expect: esiOnly(200) },
  /* The owner filter's choices of that list, as one types (JSON). */
  {
    method: 'GET',
    route: 'esidoor.pros.choices',
    json: true,
    expect: api(403, { esi: 200 }),
  },
  /* The security log: esi with droit admin (the matrix's esi account is one). */
  { method: 'GET', route: 'esidoor.security_log', expect: esiOnly(200) },
  /* Employer approval: esi with droit admin. The fixture pro is validated already, so
     approve and reinstate are refused (a toast, back to e-sidoor); an empty reason is a
     field error. */
  { method: 'GET', route: 'esidoor.approvals', expect: esiOnly(200) },
  {
    method: 'POST',
    route: 'esidoor.pros.approve',
    expect: esiOnly('302 /dashboard-pro'),
  },
  { method: 'POST', route: 'esidoor.pros.refuse', expect: esiOnly(BACK) },
  { method: 'POST', route: 'esidoor.pros.suspend', expect: esiOnly(BACK) },
  {
    method: 'POST',
    route: 'esidoor.pros.reinstate',
    expect: esiOnly('302 /dashboard-pro'),
  },
  /* « Envois en échec »: esi with droit admin. :id is a failed mail (the fixture's `mail`);
     Renvoyer and Abandonner go back to the list, done or refused (a toast). */
  { method: 'GET', route: 'esidoor.failed_mails', expect: esiOnly(200) },
  {
    method: 'POST',
    route: 'esidoor.failed_mails.resend',
    expect: esiOnly('302 /dashboard-pro/envois'),
  },
  {
    method: 'POST',
    route: 'esidoor.failed_mails.abandon',
    expect: esiOnly('302 /dashboard-pro/envois'),
  },

  /* The applications inbox (start/routes/candidatures.ts): the offers' owner only. */
  { method: 'GET', route: 'candidatures.index', expect: proTool.list },
  { method: 'POST', route: 'candidatures.bulk', expect: proTool.write },
  { method: 'GET', route: 'candidatures.show', expect: proTool.read() },
  { method: 'GET', route: 'candidatures.cv', expect: proTool.read() },
  { method: 'GET', route: 'candidatures.cv_preview', expect: proTool.read() },
  { method: 'GET', route: 'candidatures.activite', expect: proTool.read() },
  { method: 'PUT', route: 'candidatures.statut', expect: proTool.change(BACK) },
  {
    method: 'PUT',
    route: 'candidatures.notes',
    expect: proTool.change('302 /app/candidatures/:id'),
  },
  {
    method: 'POST',
    route: 'candidatures.reponse',
    expect: ownedBy(BACK, { visiteur: 403, lecteur: 404, pending: 403, refused: 403 }),
  },

  /* The catch-all: unknown URLs are the 404 page for everyone. */
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const).map((method) => ({
    method,
    route: 'not_found' as const,
    expect: everyone(404),
  })),
]

export const ROUTE_MATRIX: MatrixEntry[] = LINES.map((line) => ({
  ...line,
  pattern: patternOf(line.route),
}))

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

/** What comes before a record's :id in its routes (`contacts.show` → `/app/contacts/`). */
const idPrefix = (name: RouteName) => patternOf(name).split(':id')[0]

/** The URL requested for a pattern. */
export function urlFor(pattern: string, f: Fixtures) {
  const record: [string, number][] = (
    [
      ['societes.show', f.societe],
      ['contacts.show', f.contact],
      ['offres.show', f.offre],
      ['textes.show', f.texte],
      ['interactions.update', f.interaction],
      ['candidatures.show', f.candidature],
      ['esidoor.pros.show', f.proId],
      ['esidoor.contacts.show', f.contact],
      ['esidoor.failed_mails.resend', f.mail],
    ] as const
  ).map(([name, id]) => [idPrefix(name), id])
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
