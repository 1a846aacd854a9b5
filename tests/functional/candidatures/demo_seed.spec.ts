import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Candidature from '#models/candidature'
import MainSeeder from '#database/seeders/main_seeder'
import OffreCandidatureSeeder from '#database/seeders/offre_candidature_seeder'
import { onePagePdf } from '#database/demo/cv_pdf'
import { assertFilesMatchRows, freshDriveEach } from './files_helpers.js'

/*
| Demo applications (`npm run dev` seeds them): on the demo pros' published
| offers, each with a small generated PDF on the drive; seeding again adds nothing.
*/

async function seed() {
  await new MainSeeder(db.connection()).run()
  await new OffreCandidatureSeeder(db.connection()).run()
}

/** The cross-reference table points at each object: a reader opens the file without repairing it. */
function assertReadablePdf(
  assert: { isTrue(value: boolean, message?: string): void },
  pdf: Buffer
) {
  const text = pdf.toString('latin1')
  assert.isTrue(text.startsWith('%PDF-1.4\n'), 'header')
  assert.isTrue(text.endsWith('%%EOF\n'), 'trailer')
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1])
  assert.isTrue(text.slice(startxref).startsWith('xref\n0 6\n'), 'startxref')
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
    Number(match[1])
  )
  offsets.forEach((offset, index) => {
    assert.isTrue(text.slice(offset).startsWith(`${index + 1} 0 obj\n`), `object ${index + 1}`)
  })
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1])
  const start = text.indexOf('>>\nstream\n') + '>>\nstream\n'.length
  const stream = text.slice(start, text.indexOf('\nendstream', start))
  assert.isTrue(stream.length === length, 'stream length')
}

test.group('Candidatures | demo data', (group) => {
  freshDriveEach(group)
  group.each.timeout(60_000)

  test('a few applications on published offers, each with its PDF, and seeding again adds none', async ({
    assert,
  }) => {
    await seed()
    const candidatures = await Candidature.query().preload('offre').orderBy('id')
    assert.lengthOf(candidatures, 5)
    for (const candidature of candidatures) {
      assert.equal(candidature.offre.statut, 'publiee')
      assert.isNull(candidature.offre.deletedAt)
      assert.equal(candidature.userId, candidature.offre.userId)
      assert.match(candidature.email, /@example\.org$/)
      const pdf = Buffer.from(await drive.use().getBytes(candidature.cvKey))
      assert.equal(pdf.length, candidature.cvTaille)
      assert.equal(candidature.cvType, 'application/pdf')
      assertReadablePdf(assert, pdf)
      assert.include(pdf.toString('latin1'), `(${candidature.prenom} ${candidature.nom})`)
    }
    assert.sameMembers(
      [...new Set(candidatures.map((candidature) => candidature.statut))],
      ['nouvelle', 'en_cours', 'entretien', 'refusee']
    )

    await seed()
    assert.lengthOf(await Candidature.all(), 5)
    await assertFilesMatchRows(assert)
  })

  test('the generated PDF escapes what PDF text cannot hold as is', ({ assert }) => {
    const pdf = onePagePdf('Anne (dite \\ « Nanou »)', ['l’équipe', 'emoji 🙂'])
    assertReadablePdf(assert, pdf)
    const text = pdf.toString('latin1')
    assert.include(text, '(Anne \\(dite \\\\ « Nanou »\\))')
    assert.include(text, "(l'équipe)")
    assert.include(text, '(emoji ??)')
  })
})
