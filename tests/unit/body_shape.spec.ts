import { test } from '@japa/runner'
import {
  FormShapeScanner,
  JsonShapeScanner,
  type BodyShapeLimits,
  type BodyShapeScanner,
} from '#services/platform/body_shape'

/*
| The counts of app/services/platform/body_shape.ts on raw bytes: exact at
| the limits, blind to what strings and escapes contain, the same whichever
| way the body is cut into chunks.
*/
const LIMITS: BodyShapeLimits = { depth: 3, keys: 4, items: 5 }

/** The first problem met, feeding `body` in chunks of `size` bytes. */
function scan(scanner: BodyShapeScanner, body: string, size = Number.POSITIVE_INFINITY) {
  const bytes = Buffer.from(body)
  for (let start = 0; start < bytes.length; start += size) {
    const problem = scanner.push(bytes.subarray(start, start + size))
    if (problem) return problem
  }
  return scanner.end()
}

const json = (body: string, size?: number) => scan(new JsonShapeScanner(LIMITS), body, size)
const form = (body: string, size?: number) => scan(new FormShapeScanner(LIMITS), body, size)

test.group('Body shape | JSON', () => {
  test('{body} gives {expected}')
    .with([
      { body: '{"a":1,"b":2,"c":3,"d":4}', expected: null },
      { body: '{"a":1,"b":2,"c":3,"d":4,"e":5}', expected: 'keys' },
      { body: '{"a":{"b":1},"c":{"d":2}}', expected: null },
      { body: '{"a":{"b":1},"c":{"d":2,"e":3}}', expected: 'keys' },
      { body: '[1,2,3,4,5]', expected: null },
      { body: '[1,2,3,4,5,6]', expected: 'items' },
      { body: '{"a":[1,2],"b":[3,4,5]}', expected: null },
      { body: '{"a":[1,2],"b":[3,4,5],"c":[6]}', expected: 'items' },
      { body: '[[],[],[ ]]', expected: null },
      { body: '[[1]]', expected: null },
      { body: '[[[1]]]', expected: null },
      { body: '[[[[1]]]]', expected: 'depth' },
      { body: '{"a":{"b":{"c":{}}}}', expected: 'depth' },
      { body: '{"a":{"b":{}},"c":{"d":{}}}', expected: null },
    ])
    .run(({ assert }, { body, expected }) => {
      assert.equal(json(body), expected)
    })

  test('colons, commas, brackets and escaped quotes inside strings are text', ({ assert }) => {
    const body = '{"a:b,c":"x:y,[[[[{{{{\\"::::,,,,\\\\","d":"\\\\"}'
    assert.isNull(json(body))
    assert.isNull(json('["a,b,c,d,e,f,g,h", "[[[[[["]'))
  })

  test('the verdict does not depend on where the chunks are cut', ({ assert }) => {
    const accepted = '{"n\\"om":"a,\\\\b:c","l":[1,"x,y",[2]],"o":{"p":"]]]"}}'
    const refused = '{"a":"\\":\\"","b":[1,2,3,4],"c":{"d":[5,6]}}'
    for (const size of [1, 2, 3, 5, 7]) {
      assert.isNull(json(accepted, size), `accepted, chunks of ${size}`)
      assert.equal(json(refused, size), 'items', `refused, chunks of ${size}`)
    }
  })

  test('a UTF-8 text with quotes and backslashes in other scripts is counted right', ({
    assert,
  }) => {
    assert.isNull(json('{"prénom":"Zoé \\"l’été\\"","名前":"東京\\\\","ключ":"…"}', 1))
  })
})

test.group('Body shape | forms', () => {
  test('{body} gives {expected}')
    .with([
      { body: 'a=1&b=2&c=3&d=4', expected: null },
      { body: 'a=1&b=2&c=3&d=4&e=5', expected: 'keys' },
      { body: 'a=1&a=2&a=3&a=4&a=5', expected: 'keys' },
      { body: 'ids[]=1&ids[]=2&ids[]=3&ids[]=4&ids[]=5', expected: null },
      { body: 'ids[]=1&ids[]=2&ids[]=3&ids[]=4&ids[]=5&ids[]=6', expected: 'items' },
      { body: 'ids[0]=1&ids[1]=2&ids[2]=3&ids[3]=4&ids[4]=5&ids[5]=6', expected: 'items' },
      { body: 'ids%5B%5D=1&ids%5b%5d=2&ids[]=3&ids[]=4&ids[]=5&ids[]=6', expected: 'items' },
      { body: 'a[b][c]=1', expected: null },
      { body: 'a[b][c][d]=1', expected: 'depth' },
      { body: 'a%5Bb%5D%5Bc%5D%5Bd%5D=1', expected: 'depth' },
      { body: 'a.b.c.d=1', expected: 'depth' },
      { body: 'a%2Eb%2ec%2Ed=1', expected: 'depth' },
      { body: 'a=[[[[[[.....&b=%5B%5B%5B%5B', expected: null },
      { body: '&&&&', expected: 'keys' },
      { body: 'a&b&c&d&e', expected: 'keys' },
    ])
    .run(({ assert }, { body, expected }) => {
      assert.equal(form(body), expected)
    })

  test('the verdict does not depend on where the chunks are cut', ({ assert }) => {
    const refused = 'x=1&a%5Bb%5D%5Bc%5D%5Bd%5D=%26'
    const accepted = 'n%C3%A9=%C3%A9&ids%5B%5D=1&ids%5B%5D=2&o%5Bp%5D=%5B%5B%5B'
    for (const size of [1, 2, 3, 5]) {
      assert.equal(form(refused, size), 'depth', `refused, chunks of ${size}`)
      assert.isNull(form(accepted, size), `accepted, chunks of ${size}`)
    }
  })
})
