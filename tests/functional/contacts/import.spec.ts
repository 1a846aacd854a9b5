import { test } from '@japa/runner'
import iconv from 'iconv-lite'
import ExcelJS from 'exceljs'
import Contact from '#models/contact'
import Societe from '#models/societe'
import Import from '#models/import'
import { UserFactory } from '#database/factories/user_factory'
import { as, fieldErrors } from '../societes/helpers.js'
import {
  dryRun,
  dryRunThenRun,
  importOf,
  importPage,
  newImport,
  planCounts,
  postJson,
  refusedRow,
  runAll,
  upload,
} from '../imports/helpers.js'
import { ownContact, ownSociete } from './helpers.js'
import { route } from '#tests/helpers/routes'
import { sendAs } from '#tests/helpers/as_user'

/*
| "Importer des contacts": every format (UTF-8 with and without BOM,
| Windows-1252, ";" and ",", .xlsx), the automatic mapping, the dry run, the
| errors, the import in slices, the rejected rows, undo, ownership, 10,000
| rows, and the refusals.
*/

const CSV_FR =
  'Civilité;Prénom;Nom;E-mail;Téléphone;Société;Statut;Commentaire\n' +
  'Mme;Hélène;Lefèvre;helene@coeur.fr;04 78 42 17 30;Hôtel du Cœur;Client;Rappeler lundi\n' +
  'M.;Jérôme;=1+1;jerome@exemple;;Hôtel du Cœur;;\n' +
  ';Zoé;Ça va;zoe@coeur.fr;;Nouvelle Société;prospect;<script>x()</script>\n'

test.group('Contacts | import', () => {
  test('Windows-1252 with ";": headers matched, dry run, import, société found or created', async ({
    client,
    assert,
  }) => {
    const { user, societe: hotel } = await ownSociete({ nom: 'Hôtel du Cœur' })
    const imp = await importOf(
      client,
      user,
      'contacts',
      iconv.encode(CSV_FR, 'win1252'),
      'contacts.csv'
    )
    assert.equal(imp.userId, user.id)
    assert.equal(imp.total, 3)

    const page = await importPage(client, user, 'contacts', imp)
    assert.deepEqual(page.headers.slice(0, 3), ['Civilité', 'Prénom', 'Nom'])
    assert.deepEqual(page.mapping, {
      civilite: 0,
      prenom: 1,
      nom: 2,
      email: 3,
      telephone: 4,
      societe: 5,
      statut: 6,
      notes: 7,
    })
    assert.equal(page.preview[0][2], 'Lefèvre')

    const plan = await dryRun(client, user, 'contacts', imp, { mapping: page.mapping })
    assert.deepEqual(plan.counts, planCounts(2, 0, 0, 1))
    assert.deepEqual(plan.rows[1], refusedRow(3, 'Veuillez saisir une adresse e-mail valide.'))
    assert.deepEqual(plan.newSocietes, ['Nouvelle Société'])
    /* A dry run writes nothing. */
    assert.lengthOf(await Contact.all(), 0)

    await runAll(client, user, 'contacts', imp, { mapping: page.mapping }, 50)
    const contacts = await Contact.query().where('userId', user.id).orderBy('id')
    assert.deepEqual(
      contacts.map((contact) => [contact.prenom, contact.nom, contact.statut, contact.civilite]),
      [
        ['Hélène', 'Lefèvre', 'client', 'Mme'],
        ['Zoé', 'Ça va', 'prospect', null],
      ]
    )
    assert.equal(contacts[0].societeId, hotel.id)
    assert.equal(contacts[0].notes, '<p>Rappeler lundi</p>')
    /* A cell is text: markup in it stays inert. */
    assert.equal(contacts[1].notes, '<p>&lt;script&gt;x()&lt;/script&gt;</p>')
    const created = await Societe.findByOrFail('nom', 'Nouvelle Société')
    assert.equal(created.userId, user.id)
    assert.equal(contacts[1].societeId, created.id)

    const result = await importPage(client, user, 'contacts', imp)
    assert.equal(result.status, 'done')
    assert.equal(result.outcome.created, 2)
    assert.equal(result.outcome.rejectedCount, 1)
    assert.deepEqual(result.preview, [])

    const rejected = await as(client.get(route('contacts.import.rejected', { id: imp.id })), user)
    rejected.assertStatus(200)
    assert.include(rejected.text(), 'jerome@exemple')
    /* A formula from the file comes back as text, never as a formula. */
    assert.include(rejected.text(), `;'=1+1;`)
    assert.include(rejected.text(), 'Veuillez saisir une adresse e-mail valide.')
  })

  test('UTF-8 with a BOM and ",", English headers, updates on e-mail when asked', async ({
    client,
    assert,
  }) => {
    const { user, contact: known } = await ownContact({
      prenom: 'Ann',
      nom: 'Old',
      email: 'ann@x.fr',
      fonction: 'Avant',
    })
    const csv =
      '\uFEFFFirst name,Last name,Email,Job title,Company\n' +
      'Ann,New,ANN@x.fr,Après,\n' +
      'Bob,Brown,bob@x.fr,,Acme\n' +
      'Bob,Twice,bob@x.fr,,\n'
    const imp = await importOf(client, user, 'contacts', Buffer.from(csv, 'utf8'), 'export.csv')
    const page = await importPage(client, user, 'contacts', imp)
    assert.equal(page.headers[0], 'First name')
    assert.deepEqual(page.mapping, { prenom: 0, nom: 1, email: 2, fonction: 3, societe: 4 })

    const ignoring = await dryRun(client, user, 'contacts', imp, { mapping: page.mapping })
    assert.deepEqual(ignoring.counts, planCounts(1, 0, 2, 0))
    const updating = { mapping: page.mapping, update: true }
    const plan = await dryRunThenRun(client, user, 'contacts', imp, updating, 50)
    assert.deepEqual(plan.counts, planCounts(1, 1, 1, 0))
    await known.refresh()
    assert.equal(known.nom, 'New')
    assert.equal(known.fonction, 'Après')

    /* Undo: the created contact to the trash, the updated one as it was. */
    const undone = await sendAs(client.post(route('contacts.import.undo', { id: imp.id })), user)
    undone.assertFlashMessage(
      'success',
      'Import annulé : les contacts créés sont dans la corbeille.'
    )
    await known.refresh()
    assert.equal(known.nom, 'Old')
    assert.equal(known.fonction, 'Avant')
    const bob = await Contact.findByOrFail('email', 'bob@x.fr')
    assert.isNotNull(bob.deletedAt)
    const acme = await Societe.findByOrFail('nom', 'Acme')
    assert.isNotNull(acme.deletedAt)
    await imp.refresh()
    assert.equal(imp.status, 'undone')
  })

  test('an .xlsx file is read from its first worksheet', async ({ client, assert }) => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Contacts')
    sheet.addRow(['Nom', 'Prénom', 'Mobile'])
    sheet.addRow(['Durand', 'Élise', '06 12 34 56 78'])
    sheet.addRow(['Martin', 'Luc', null])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const { user, imp } = await newImport(client, 'contacts', bytes, 'Contacts.XLSX')
    const page = await importPage(client, user, 'contacts', imp)
    assert.deepEqual(page.mapping, { nom: 0, prenom: 1, mobile: 2 })
    await runAll(client, user, 'contacts', imp, { mapping: page.mapping }, 50)
    const contacts = await Contact.query().where('userId', user.id).orderBy('id')
    assert.deepEqual(
      contacts.map((contact) => [contact.nom, contact.prenom, contact.mobile]),
      [
        ['Durand', 'Élise', '06 12 34 56 78'],
        ['Martin', 'Luc', null],
      ]
    )
  })

  test('refusals: no file, another format, lecteur, another owner’s import, no Nom column', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const wrong = await upload(client, user, 'contacts', Buffer.from('png'), 'photo.png')
    wrong.assertStatus(302)
    assert.deepEqual(fieldErrors(wrong), { fichier: ['Choisissez un fichier .csv ou .xlsx.'] })
    const empty = await upload(client, user, 'contacts', Buffer.from('Nom\n'), 'vide.csv')
    assert.deepEqual(fieldErrors(empty), {
      fichier: ['Le fichier ne contient aucune ligne à importer.'],
    })
    assert.lengthOf(await Import.all(), 0)

    const lecteur = await UserFactory.apply('lecteur').create()
    const refused = await upload(client, lecteur, 'contacts', Buffer.from(CSV_FR), 'contacts.csv')
    refused.assertStatus(403)

    const imp = await importOf(client, user, 'contacts', CSV_FR, 'contacts.csv')
    const stranger = await UserFactory.create()
    for (const url of [
      route('contacts.import.show', { id: imp.id }),
      route('contacts.import.rejected', { id: imp.id }),
    ]) {
      const response = await as(client.get(url), stranger)
      response.assertStatus(404)
    }
    const foreignRun = await postJson(
      client,
      stranger,
      route('contacts.import.run', { id: imp.id }),
      {
        mapping: { nom: 2 },
      }
    )
    foreignRun.assertStatus(404)
    assert.lengthOf(await Contact.all(), 0)

    const noNom = await postJson(client, user, route('contacts.import.run', { id: imp.id }), {
      mapping: { prenom: 1 },
    })
    noNom.assertStatus(422)
    assert.lengthOf(await Contact.all(), 0)

    /* Multipart stays refused everywhere else. */
    const elsewhere = await as(
      client.post(route('contacts.store')).file('fichier', Buffer.from('x'), { filename: 'x.csv' }),
      user
    ).withCsrfToken()
    elsewhere.assertStatus(415)
  })

  test('10,000 rows: dry run and import in slices, timed', async ({ client, assert }) => {
    const lines = ['Prénom;Nom;E-mail;Société']
    for (let index = 0; index < 10_000; index++) {
      lines.push(`Prénom${index};Nom${index};p${index}@volume.fr;Société ${index % 50}`)
    }
    const { user, imp } = await newImport(client, 'contacts', lines.join('\n'), 'volume.csv')
    assert.equal(imp.total, 10_000)
    const mapping = { prenom: 0, nom: 1, email: 2, societe: 3 }

    let started = performance.now()
    const dry = await dryRun(client, user, 'contacts', imp, { mapping })
    const dryMs = performance.now() - started
    assert.equal(dry.counts['à créer'], 10_000)

    started = performance.now()
    await runAll(client, user, 'contacts', imp, { mapping }, 50)
    const runMs = performance.now() - started
    const [{ total }] = await Contact.query()
      .where('userId', user.id)
      .count('* as total')
      .pojo<{ total: number }>()
    assert.equal(Number(total), 10_000)
    assert.lengthOf(await Societe.query().where('userId', user.id), 50)
    console.log(
      `import of 10,000 rows: dry run ${Math.round(dryMs)} ms, import ${Math.round(runMs)} ms`
    )
  }).timeout(180_000)
})

test.group('Sociétés | import', () => {
  test('matched on the SIRET, checked by the société form, updated when asked, undone', async ({
    client,
    assert,
  }) => {
    const { user, societe: known } = await ownSociete({
      nom: 'Numéria',
      siret: '73282932000074',
      ville: 'Lyon',
      pays: 'Belgique',
    })
    const csv =
      'Raison sociale;SIRET;Forme juridique;Code postal;Ville;Site web\n' +
      'Numéria Conseil;732 829 320 00074;sas;69002;Lyon 2e;https://numeria.fr\n' +
      'Hôtel du Cœur;;SARL;74000;Annecy;\n' +
      'Mauvais CP;;;7500;Paris;\n'
    const imp = await importOf(
      client,
      user,
      'societes',
      iconv.encode(csv, 'win1252'),
      'societes.csv'
    )
    const { id } = imp
    const props = await importPage(client, user, 'societes', imp)
    assert.deepEqual(props.mapping, {
      nom: 0,
      siret: 1,
      formeJuridique: 2,
      codePostal: 3,
      ville: 4,
      siteWeb: 5,
    })
    const updating = { mapping: props.mapping, update: true }
    const plan = await dryRunThenRun(client, user, 'societes', imp, updating, 5)
    assert.deepEqual(plan.counts, planCounts(1, 1, 0, 1))
    await known.refresh()
    assert.equal(known.nom, 'Numéria Conseil')
    assert.equal(known.formeJuridique, 'SAS')
    /* The file has no country: the form's default ("France") does not replace the société's. */
    assert.equal(known.pays, 'Belgique')
    const hotel = await Societe.findByOrFail('nom', 'Hôtel du Cœur')
    assert.equal(hotel.userId, user.id)

    const undone = await sendAs(client.post(route('societes.import.undo', { id })), user)
    undone.assertFlashMessage(
      'success',
      'Import annulé : les sociétés créées sont dans la corbeille.'
    )
    await known.refresh()
    await hotel.refresh()
    assert.equal(known.nom, 'Numéria')
    assert.equal(known.ville, 'Lyon')
    assert.isNotNull(hotel.deletedAt)

    /* A contacts import is not reachable through the sociétés routes, nor the reverse. */
    const wrongKind = await as(client.get(route('contacts.import.show', { id })), user)
    wrongKind.assertStatus(404)
  })
})
