import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Modification from '#models/modification'
import Interaction from '#models/interaction'
import ModificationTransformer from '#transformers/modification_transformer'
import InteractionTransformer from '#transformers/interaction_transformer'
import { activitePage, type ActiviteSubject } from '#services/activite/activite'
import { UserFactory } from '#database/factories/user_factory'
import { aContact, aSociete, anOffre } from '#tests/helpers/owned_records'

/*
| The timeline reads its entries as plain rows (app/services/activite/activite.ts);
| each entry must be exactly what ModificationTransformer and InteractionTransformer
| make of the models: every kind of value (no actor, an actor, changes or none,
| a follow-up date done or not, an e-mail's status, an offre or none).
*/
const stamp = (at: DateTime) => at.toFormat(db.connection().dialect.dateTimeFormat)

test.group('Timeline read as plain rows', () => {
  test('every entry equals the transformers’ shape of the model', async ({ assert }) => {
    const user = await UserFactory.merge({ fullName: 'Élodie Prô' }).create()
    const societe = await aSociete(user)
    const contact = await aContact(user, { societeId: societe.id, prenom: null, nom: 'Seul-Nom' })
    const offre = await anOffre(user, societe)
    const start = DateTime.now().startOf('second').minus({ days: 3 }).toUTC()
    await db.table('activities').multiInsert([
      {
        user_id: user.id,
        actor_id: user.id,
        subject_type: 'contact',
        subject_id: contact.id,
        action: 'updated',
        changes: JSON.stringify([{ field: 'nom', from: 'A', to: 'Seul-Nom' }]),
        detail: null,
        created_at: stamp(start),
      },
      {
        user_id: user.id,
        actor_id: null,
        subject_type: 'contact',
        subject_id: contact.id,
        action: 'created',
        changes: null,
        detail: 'importé',
        created_at: stamp(start.minus({ hours: 1 })),
      },
    ])
    await db.table('interactions').multiInsert([
      {
        user_id: user.id,
        contact_id: contact.id,
        offre_id: offre.id,
        type: 'appel',
        sujet: 'Poste',
        resume: 'Rappeler <b>lundi</b>',
        relance_le: '2026-12-01',
        relance_faite_at: null,
        occurred_at: stamp(start.plus({ minutes: 5 })),
        created_at: stamp(start),
      },
      {
        user_id: user.id,
        contact_id: contact.id,
        offre_id: null,
        type: 'email_envoye',
        sujet: 'Bonjour',
        resume: null,
        relance_le: '2026-11-20',
        relance_faite_at: stamp(start.plus({ days: 1 })),
        mail_status: 'echec',
        mail_attempts: 3,
        occurred_at: stamp(start),
        created_at: stamp(start),
      },
    ])

    const subject: ActiviteSubject = { type: 'contact', id: contact.id, userId: user.id }
    const { entries } = await activitePage(subject)

    const activities = await Modification.query()
      .where('subject_id', contact.id)
      .where('subject_type', 'contact')
      .preload('actor')
    const interactions = await Interaction.query()
      .where('contact_id', contact.id)
      .preload('user')
      .preload('contact', (query) => query.select('id', 'prenom', 'nom'))
      .preload('offre', (query) => query.select('id', 'reference', 'titre'))
    const expected = new Map<string, unknown>()
    for (const activity of activities) {
      const entry = new ModificationTransformer(activity).toObject()
      expected.set(entry.key, entry)
    }
    for (const interaction of interactions) {
      const entry = new InteractionTransformer(interaction).toObject()
      expected.set(entry.key, entry)
    }

    /* The four above and the factory's own "created" entries (contact's history). */
    assert.equal(entries.length, expected.size)
    assert.isAtLeast(entries.length, 4)
    for (const entry of entries) assert.deepEqual(entry, expected.get(entry.key))
    /* The interaction comes before the change of the same instant. */
    const at = (kind: string, predicate: (entry: any) => boolean) =>
      entries.findIndex((entry) => entry.kind === kind && predicate(entry))
    assert.isBelow(
      at('interaction', (entry) => entry.type === 'email_envoye'),
      at('activity', (entry) => entry.action === 'updated')
    )
    assert.exists(entries.find((entry) => entry.kind === 'activity' && entry.actor === null))
    assert.exists(entries.find((entry) => entry.kind === 'interaction' && entry.offre !== null))
    assert.exists(entries.find((entry) => entry.kind === 'interaction' && entry.mail !== null))
  })
})
