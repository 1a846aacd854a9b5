import { test } from '@japa/runner'
import { cleanInput, cleanText } from '#services/platform/text_input'

/*
| Attack round 3: the bidirectional overrides and isolates passed the input
| hygiene, so a contact named "\u202Efdp.exe" read "exe.pdf" in every list.
| They go like the other controls; the plain direction marks stay.
*/
const OVERRIDES_AND_ISOLATES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

test.group('cleanText | bidirectional controls', () => {
  test('strips U+{$self} in single-line and multi-line fields')
    .with(OVERRIDES_AND_ISOLATES.map((char) => char.codePointAt(0)!.toString(16).toUpperCase()))
    .run(({ assert }, code) => {
      const char = String.fromCodePoint(Number.parseInt(code, 16))
      assert.equal(cleanText(`Du${char}pont`, false), 'Dupont')
      assert.equal(cleanText(`<p>a${char}b</p>\n<p>c</p>`, true), '<p>ab</p>\n<p>c</p>')
    })

  test('a reversed file name reads as typed once cleaned', ({ assert }) => {
    assert.equal(cleanText('facture\u202Efdp.exe', false), 'facturefdp.exe')
    assert.equal(cleanText('\u2067שלום\u2069 Dupont', false), 'שלום Dupont')
  })

  test('keeps the direction marks U+200E and U+200F and ordinary text', ({ assert }) => {
    assert.equal(cleanText('a\u200Eb\u200Fc', false), 'a\u200Eb\u200Fc')
    assert.equal(cleanText('Hélène « Œuvre » — 12 €', false), 'Hélène « Œuvre » — 12 €')
    assert.equal(cleanText('\u2028\u2029\u200B\u2060', false), '\u2028\u2029\u200B\u2060')
  })

  test('cleanInput strips them at any depth but leaves secrets as typed', ({ assert }) => {
    assert.deepEqual(cleanInput({ nom: 'a\u202Eb', tags: ['c\u2066d'], password: 'e\u202Ef' }), {
      nom: 'ab',
      tags: ['cd'],
      password: 'e\u202Ef',
    })
  })
})
