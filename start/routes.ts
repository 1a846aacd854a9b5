/*
| Routes. Guest pages, then signed-in pages (most also need a verified
| address), then the catch-all that answers the French 404 inside the layout.
*/
import router from '@adonisjs/core/services/router'
import { errors } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/auth/session_controller')
const RegistrationController = () => import('#controllers/auth/registration_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const EmailVerificationController = () => import('#controllers/auth/email_verification_controller')
const ConfirmPasswordController = () => import('#controllers/auth/confirm_password_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const ProfileController = () => import('#controllers/profile_controller')
const PasswordController = () => import('#controllers/password_controller')
const ApiUserController = () => import('#controllers/api/user_controller')
const SocietesController = () => import('#controllers/societes_controller')
const ApiUserSocietesController = () => import('#controllers/api/user_societes_controller')

/* Record ids: positive and within PostgreSQL's integer range, anything else is a 404. */
const recordId = { match: /^[1-9]\d{0,8}$/, cast: (id: string) => Number(id) }

router.get('/', [HomeController, 'show']).as('home')

router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('login')
    router.post('/login', [SessionController, 'store']).as('login.store')
    router.get('/register', [RegistrationController, 'create']).as('register')
    router.post('/register', [RegistrationController, 'store']).as('register.store')
    router.get('/forgot-password', [PasswordResetController, 'forgot']).as('password.request')
    router
      .post('/forgot-password', [PasswordResetController, 'sendLink'])
      .as('password.email')
      .use(throttle)
    router.get('/reset-password/:token', [PasswordResetController, 'edit']).as('password.reset')
    router.get('/reset-password', [PasswordResetController, 'edit']).as('password.reset.query')
    router
      .post('/reset-password/:token', [PasswordResetController, 'update'])
      .as('password.store.token')
    router.post('/reset-password', [PasswordResetController, 'update']).as('password.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
      .as('verification.verify')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'resend'])
      .as('verification.send')
      .use(throttle)
    router.get('/profile', [ProfileController, 'edit']).as('profile.edit')
    router.patch('/profile', [ProfileController, 'update']).as('profile.update')
    router.delete('/profile', [ProfileController, 'destroy']).as('profile.destroy')
    router.put('/password', [PasswordController, 'update']).as('password.update')
    router.get('/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
  })
  .use(middleware.auth())

router
  .group(() => {
    router.get('/dashboard', [DashboardController, 'show']).as('dashboard')
  })
  .use([middleware.auth(), middleware.verified()])

/* Companies: every signed-in role (SPEC §1); the policy makes droit "lecteur" read-only. */
router
  .group(() => {
    router.get('/', [SocietesController, 'index']).as('index')
    router.get('/export', [SocietesController, 'export']).as('export')
    router.get('/create', [SocietesController, 'create']).as('create')
    router.post('/', [SocietesController, 'store']).as('store')
    router.get('/:id/edit', [SocietesController, 'edit']).as('edit').where('id', recordId)
    router.put('/:id', [SocietesController, 'update']).as('update').where('id', recordId)
    router.delete('/:id', [SocietesController, 'destroy']).as('destroy').where('id', recordId)
    router.put('/:id/restore', [SocietesController, 'restore']).as('restore').where('id', recordId)
  })
  .prefix('/app/company')
  .as('company')
  .use([middleware.auth(), middleware.verified()])

/* JSON API for the browser client: session-authenticated, same CSRF rules, 401 JSON for guests. */
router
  .group(() => {
    router.get('/user', [ApiUserController, 'show']).as('api.user')
    router
      .get('/user/societes', [ApiUserSocietesController, 'index'])
      .as('api.user.societes')
      .use(middleware.verified())
  })
  .prefix('/api')
  .use(middleware.auth())

/* Runs the router middleware (session, auth, Inertia) so the 404 page has its layout. */
router
  .any('*', ({ request }) => {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  })
  .as('not_found')
