import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import * as TwoFactor from '#services/accounts/two_factor'

/**
 * The TOTP secret of every factory user that has two-factor sign-in
 * (tests/helpers/two_factor.ts computes its codes). Test data only.
 */
export const TEST_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    fullName: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    password: 'motdepasse',
    role: 'pro' as const,
    droit: null,
    isStaff: false,
    emailVerifiedAt: DateTime.now(),
    /* Validated by the school, so tests of publishing and of the board need nothing more. */
    approvalStatus: 'validee' as const,
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  /* Employer approval (app/services/accounts/pro_approval.ts): as a new registration is. */
  .state('pending', (user) => {
    user.approvalStatus = 'en_attente'
  })
  .state('refused', (user) => {
    user.approvalStatus = 'refusee'
    user.approvalReason = 'SIRET introuvable.'
  })
  .state('suspended', (user) => {
    user.approvalStatus = 'suspendue'
    user.approvalReason = 'Offres trompeuses signalées.'
  })
  .state('esi', (user) => {
    user.role = 'esi'
    user.droit = 'admin'
    user.isStaff = true
  })
  .state('lecteur', (user) => {
    user.droit = 'lecteur'
  })
  .state('visiteur', (user) => {
    user.role = null
  })
  /* Any account with confirmed two-factor sign-in (TEST_TOTP_SECRET). */
  .state('twoFactor', (user) => {
    user.merge(TwoFactor.confirmedColumns(TEST_TOTP_SECRET))
  })
  /* A staff or esi admin account that has not set it up yet (sent to the enrolment). */
  .state('withoutTwoFactor', (user) => {
    user.twoFactorSecret = null
    user.twoFactorConfirmedAt = null
  })
  /*
   * Staff and esi admins must have two-factor sign-in: made that way unless
   * told otherwise (withoutTwoFactor, or twoFactorSecret merged as null), so
   * tests signing them in keep reaching the app.
   */
  .before('create', (_, user) => {
    if (user.twoFactorSecret === undefined && TwoFactor.isRequired(user)) {
      user.merge(TwoFactor.confirmedColumns(TEST_TOTP_SECRET))
    }
  })
  .build()
