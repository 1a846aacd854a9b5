import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#models/user'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    fullName: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    password: 'motdepasse',
    role: 'pro' as const,
    droit: null,
    isStaff: false,
    emailVerifiedAt: DateTime.now(),
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
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
  .build()
