import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import {
  isValidSiret,
  normalisePhone,
  phoneRule,
  postcodeRule,
  siretRule,
  urlRule,
  withWebScheme,
} from '#validators/shared_rules'
import { completeLuhn, siretFrom } from '#database/demo/french_companies'

/* The French messages come from the catalogue set up in start/validator.ts. */
async function errorOf(schema: SchemaTypes, value: unknown) {
  const [error] = await vine.create({ value: schema }).tryValidate({ value })
  return error?.messages[0]?.message ?? null
}

test.group('Shared rules | SIRET', () => {
  test('known valid SIRETs pass the checksum: {$self}')
    .with(['73282932000074', '55210055400013', '35600000049837'])
    .run(({ assert }, siret) => assert.isTrue(isValidSiret(siret)))

  test('a wrong check digit or length fails: {$self}')
    .with(['73282932000075', '7328293200007', '732829320000744', '7328293200007a'])
    .run(({ assert }, siret) => assert.isFalse(isValidSiret(siret)))

  test('spaces are ignored and removed', async ({ assert }) => {
    const output = await vine
      .create({ siret: siretRule() })
      .validate({ siret: ' 732 829 320 00074 ' })
    assert.equal(output.siret, '73282932000074')
  })

  test('French messages for length and checksum', async ({ assert }) => {
    assert.equal(
      await errorOf(siretRule(), '7328293200007'),
      'Le SIRET doit comporter 14 chiffres.'
    )
    assert.equal(
      await errorOf(siretRule(), '73282932000075'),
      "Le SIRET n'est pas valide (clé de contrôle)."
    )
  })

  test('generated SIRETs are valid', ({ assert }) => {
    assert.isTrue(isValidSiret(siretFrom('12345678', '0001')))
    assert.match(completeLuhn('97314'), /^97314\d$/)
  })
})

test.group('Shared rules | phone, postcode, URL', () => {
  test('phone {0} is stored as {1}')
    .with([
      ['0123456789', '01 23 45 67 89'],
      ['01.23.45.67.89', '01 23 45 67 89'],
      ['01-23-45-67-89', '01 23 45 67 89'],
      ['+33 1 23 45 67 89', '01 23 45 67 89'],
      ['+33 (0)6 12 34 56 78', '06 12 34 56 78'],
      ['0033 7 12 34 56 78', '07 12 34 56 78'],
      ['+32 2 555 12 12', '+3225551212'],
    ] as const)
    .run(({ assert }, [input, stored]) => assert.equal(normalisePhone(input), stored))

  test('not a phone number: {$self}')
    .with(['12345', '00 12 34 56 78', 'appelez-moi', '+33 1 23', '01 23 45 67 89 10'])
    .run(async ({ assert }, input) => {
      assert.isNull(normalisePhone(input))
      assert.match(String(await errorOf(phoneRule(), input)), /numéro de téléphone valide/)
    })

  test('postcode: five digits', async ({ assert }) => {
    assert.isNull(await errorOf(postcodeRule(), '69002'))
    for (const bad of ['6900', '690022', '69 002', 'ABCDE']) {
      assert.equal(await errorOf(postcodeRule(), bad), 'Le code postal doit comporter 5 chiffres.')
    }
  })

  test('web address: http and https only', async ({ assert }) => {
    assert.isNull(await errorOf(urlRule(), 'https://www.example.fr/page?x=1'))
    assert.isNull(await errorOf(urlRule(), 'http://example.fr'))
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'ftp://example.fr',
      'data:text/html,x',
      'mailto:contact@example.fr',
      'menard fils.fr',
      'menard-fils.fr/a b',
      'menard-fils',
      'localhost:3000',
      '//example.fr',
      'example.fr:javascript',
      'https://',
    ]) {
      assert.equal(
        await errorOf(urlRule(), bad),
        'Veuillez saisir une adresse web valide (http ou https).',
        bad
      )
    }
  })

  test('a web address typed without its scheme gets https:// and is stored so', async ({
    assert,
  }) => {
    const cases = [
      ['menard-fils.fr', 'https://menard-fils.fr'],
      ['  www.example.fr/page?x=1 ', 'https://www.example.fr/page?x=1'],
      ['ménard-fils.fr', 'https://ménard-fils.fr'],
      ['example.fr:8080/jobs', 'https://example.fr:8080/jobs'],
      ['http://example.fr', 'http://example.fr'],
      ['HTTPS://Example.fr', 'HTTPS://Example.fr'],
    ]
    for (const [typed, stored] of cases) {
      const output = await vine.create({ site: urlRule() }).validate({ site: typed })
      assert.equal(output.site, stored, typed)
    }
    assert.equal(withWebScheme('javascript:alert(1)'), 'javascript:alert(1)')
    assert.equal(withWebScheme('data:text/html,x'), 'data:text/html,x')
  })

  test('the length bound counts the added scheme', async ({ assert }) => {
    const host = `${'a'.repeat(60)}.fr`
    const path = 'p'.repeat(255 - 'https://'.length - host.length - 1)
    assert.isNull(await errorOf(urlRule(), `${host}/${path}`))
    assert.equal(
      await errorOf(urlRule(), `${host}/${path}x`),
      'Le champ value ne doit pas dépasser 255 caractères.'
    )
  })
})
