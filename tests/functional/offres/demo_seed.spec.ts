import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offre from '#models/offre'
import Contact from '#models/contact'
import Societe from '#models/societe'
import User from '#models/user'
import MainSeeder from '#database/seeders/main_seeder'
import { REFERENCE, storedReferences } from './helpers.js'

async function seed() {
  await new MainSeeder(db.connection()).run()
}

test.group('Offres | demo data', (group) => {
  group.each.timeout(60_000)

  test('each demo pro gets eight offers across the statuts, at their own companies', async ({
    assert,
  }) => {
    await seed()
    const today = DateTime.now().toISODate()!
    for (const email of ['pro@example.fr', 'pro2@example.fr', 'lecteur@example.fr']) {
      const user = await User.findByOrFail('email', email)
      const offres = await Offre.query().where('userId', user.id)
      const owned = await Societe.query().where('userId', user.id)
      const societes = new Set(owned.map((societe) => societe.id))
      const contacts = await Contact.query().where('userId', user.id)
      const societeOfContact = new Map(contacts.map((contact) => [contact.id, contact.societeId]))

      assert.lengthOf(offres, 8, email)
      assert.sameMembers(
        [...new Set(offres.map((offre) => offre.statut))],
        ['brouillon', 'publiee', 'cloturee']
      )
      for (const offre of offres) {
        assert.match(offre.reference, REFERENCE)
        assert.isTrue(societes.has(offre.societeId), `${email}: own company`)
        if (offre.contactId) {
          assert.equal(societeOfContact.get(offre.contactId), offre.societeId, 'référent there')
        }
        if (offre.dateDebut && offre.dateLimite) {
          assert.isAtMost(offre.dateLimite.toMillis(), offre.dateDebut.toMillis(), 'apply first')
        }
        if (offre.statut === 'publiee') {
          assert.isNotNull(offre.publishedAt)
          assert.isTrue(offre.dateLimite!.toISODate()! >= today, 'deadline to come')
        }
        if (offre.statut === 'cloturee') assert.isNotNull(offre.closedAt)
        if (offre.statut === 'brouillon') assert.isNull(offre.publishedAt)
      }
      assert.isAbove(offres.filter((offre) => offre.contactId).length, 5)
    }
    const visitor = await User.findByOrFail('email', 'visiteur@example.fr')
    assert.isNull(await Offre.findBy('userId', visitor.id))
    const references = await storedReferences()
    assert.lengthOf(new Set(references), references.length)
  })

  test('seeding again adds nothing and changes nothing', async ({ assert }) => {
    await seed()
    const pro = await User.findByOrFail('email', 'pro@example.fr')
    const offre = await Offre.findByOrFail('userId', pro.id)
    await offre.merge({ titre: 'Renommée' }).save()
    const before = await Offre.all()

    await seed()

    assert.lengthOf(await Offre.all(), before.length)
    const kept = await Offre.findOrFail(offre.id)
    assert.equal(kept.titre, 'Renommée')
  })
})
