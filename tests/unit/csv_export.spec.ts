import { test } from '@japa/runner'
import { neutraliseFormula } from '#services/data_tools/csv_export'

/*
| A spreadsheet runs any line of a cell starting with = + - @ (tab, CR) as a
| formula, also after a line break inside a quoted cell (finding 5).
*/
test.group('neutraliseFormula', () => {
  test('a cell starting with {$self} gets the apostrophe')
    .with(['=1+1', '+A1', '-A1+1', '@SUM(A1)', '\t=1', '=HYPERLINK("http://x")'])
    .run(({ assert }, value) => {
      assert.equal(neutraliseFormula(value), `'${value}`)
    })

  test('every line of a multi-line cell is guarded, whatever the line break', ({ assert }) => {
    assert.equal(neutraliseFormula('a\n=1+1'), "a\n'=1+1")
    assert.equal(neutraliseFormula('x\r\n@SUM(A1)'), "x\r\n'@SUM(A1)")
    assert.equal(neutraliseFormula('b\r-2+3'), "b\r'-2+3")
    assert.equal(neutraliseFormula('=A1\n+A2\n\n\t@B'), "'=A1\n'+A2\n\n'\t@B")
  })

  test('ordinary text, phone numbers and signed figures stay as they are', ({ assert }) => {
    for (const value of [
      '',
      'Dupont',
      'Ligne 1\nLigne 2',
      '+33 6 12 34 56 78',
      '-12,5',
      'Tél.\n+33 1 23 45 67 89',
      '"quoted"; semi',
      'a = b',
    ]) {
      assert.equal(neutraliseFormula(value), value)
    }
  })
})
