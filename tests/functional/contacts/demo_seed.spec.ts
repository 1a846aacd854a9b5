import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Contact from '#models/contact'
import Societe from '#models/societe'
import User from '#models/user'
import MainSeeder from '#database/seeders/main_seeder'

async function seed() {
  await new MainSeeder(db.connection()).run()
}

test.group('Contacts | demo data', (group) => {
  group.each.timeout(60_000)

  test('each demo pro gets about 25 contacts, at their own companies only', async ({ assert }) => {
    await seed()
    for (const email of ['pro@example.fr', 'pro2@example.fr', 'lecteur@example.fr']) {
      const user = await User.findByOrFail('email', email)
      const contacts = await Contact.query().where('userId', user.id)
      const societes = await Societe.query().where('userId', user.id)
      const owned = new Set(societes.map((societe) => societe.id))
      assert.isAtLeast(contacts.length, 20, email)
      const linked = contacts.filter((contact) => contact.societeId !== null)
      assert.isAbove(linked.length, contacts.length / 2, email)
      assert.isTrue(
        linked.every((contact) => owned.has(contact.societeId!)),
        `${email}: only own companies`
      )
    }
    const visitor = await User.findByOrFail('email', 'visiteur@example.fr')
    assert.isNull(await Contact.findBy('userId', visitor.id))
  })

  test('seeding again adds nothing and changes nothing', async ({ assert }) => {
    await seed()
    const pro = await User.findByOrFail('email', 'pro@example.fr')
    const contact = await Contact.findByOrFail('userId', pro.id)
    await contact.merge({ nom: 'Renommé' }).save()
    const before = await Contact.all()

    await seed()

    const after = await Contact.all()
    assert.equal(after.length, before.length)
    const kept = await Contact.findOrFail(contact.id)
    assert.equal(kept.nom, 'Renommé')
  })
})
