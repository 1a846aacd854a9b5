/*
| Landing page, authentication (Breeze parity), profile and dashboard.
*/
import router from '@adonisjs/core/services/router'
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
const ProfileSessionsController = () => import('#controllers/profile_sessions_controller')
const PasswordController = () => import('#controllers/password_controller')
const ApiUserController = () => import('#controllers/api/user_controller')
const PageTextesController = () => import('#controllers/page_textes_controller')
const SearchController = () => import('#controllers/search_controller')

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
    router.put('/profile/digest', [ProfileController, 'updateDigest']).as('profile.digest')
    router.delete('/profile', [ProfileController, 'destroy']).as('profile.destroy')
    router
      .delete('/profile/sessions', [ProfileSessionsController, 'destroy'])
      .as('profile.sessions.destroy')
    router.put('/password', [PasswordController, 'update']).as('password.update')
    router
      .put('/profile/page-textes/:cle', [PageTextesController, 'update'])
      .as('page_textes.update')
      .where('cle', /^[a-z]+\.[a-z]+$/)
      .use(middleware.verified())
    router.get('/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
  })
  .use(middleware.auth())

router
  .group(() => {
    router.get('/dashboard', [DashboardController, 'show']).as('dashboard')
    router.get('/recherche', [SearchController, 'index']).as('search')
  })
  .use([middleware.auth(), middleware.verified()])

/* JSON API for the browser client: session-authenticated, same CSRF rules, 401 JSON for guests. */
router.get('/api/user', [ApiUserController, 'show']).as('api.user').use(middleware.auth())
