import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Candidature, { CV_TYPES } from '#models/candidature'
import { storeCv } from '#services/candidatures/cv_files'
import { OffreFactory } from '#database/factories/offre_factory'

/** The smallest file that opens as a PDF: what a factory application carries as its CV. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n'
)

/*
| Pass the offer's owner and the offer (`.merge({ userId, offreId })`). Each
| application stores a small PDF on the drive (tests keep their files in a
| per-run folder), under a random key, as the public form does.
*/
export const CandidatureFactory = factory
  .define(Candidature, async ({ faker }) => {
    const prenom = faker.person.firstName()
    const nom = faker.person.lastName()
    return {
      prenom,
      nom,
      email: faker.internet.email({ firstName: prenom, lastName: nom }).toLowerCase(),
      telephone: null,
      message: 'Bonjour,\nVotre offre correspond à mon projet. Mon CV est joint.',
      cvKey: await storeCv(TINY_PDF, 'pdf'),
      cvNom: `CV ${prenom} ${nom}.pdf`,
      cvType: CV_TYPES.pdf,
      cvTaille: TINY_PDF.length,
      statut: 'nouvelle' as const,
      notes: null,
      consentAt: DateTime.now(),
    }
  })
  .relation('offre', () => OffreFactory)
  .build()
