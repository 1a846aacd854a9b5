import { test } from '@japa/runner'
import encryption from '@adonisjs/core/services/encryption'
import { Encryption } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'
import { PreparedAES256GCM, PreparedMessageVerifier } from '#services/platform/prepared_keys'

/*
| Keys prepared once per process (app/services/platform/prepared_keys.ts) must
| not change a byte: what the package signed or encrypted reads with the
| prepared keys and the other way round, so cookies, signed URLs and
| encrypted columns survive the change (and a mixed deployment).
*/
const KEY = 'a-test-app-key-of-32-characters!'
const OLD_KEY = 'the-previous-app-key-32-chars-ok'

const packageEncryption = (keys: string[]) =>
  new Encryption({ keys, driver: (key) => new AES256GCM({ id: 'app', key }) })

test.group('Prepared keys: message verifier', () => {
  const original = packageEncryption([KEY]).getMessageVerifier()
  const prepared = new PreparedMessageVerifier([KEY])

  test('signs exactly as the package does', ({ assert }) => {
    for (const value of ['0d7c9a3e-session-id', { user: 12, list: [1, 2] }, 42]) {
      assert.equal(
        prepared.sign(value, undefined, 'esidoor-session'),
        original.sign(value, undefined, 'esidoor-session')
      )
      assert.equal(prepared.sign(value), original.sign(value))
    }
  })

  test('reads what the package signed, and the package reads its signatures', ({ assert }) => {
    const signed = original.sign({ id: 'abc' }, undefined, 'cookie')
    assert.deepEqual(prepared.unsign(signed, 'cookie'), { id: 'abc' })
    assert.deepEqual(original.unsign(prepared.sign('xyz', '1h', 'url'), 'url'), 'xyz')
  })

  test('refuses a tampered value, another purpose, another key, an expired one', ({ assert }) => {
    const signed = prepared.sign('value', undefined, 'cookie')
    const [encoded, hash] = signed.split('.')
    assert.isNull(prepared.unsign(signed, 'other'))
    assert.isNull(prepared.unsign(`${encoded}.${hash.slice(0, -2)}AA`, 'cookie'))
    assert.isNull(prepared.unsign(`${encoded}x.${hash}`, 'cookie'))
    assert.isNull(prepared.unsign(`${encoded}.${hash}.extra`, 'cookie'))
    assert.isNull(prepared.unsign(new PreparedMessageVerifier([OLD_KEY]).sign('value'), undefined))
    assert.isNull(prepared.unsign(12, 'cookie'))
    const expired = original.sign('value', -1, 'cookie')
    assert.isNull(prepared.unsign(expired, 'cookie'))
  })

  test('accepts any listed key and signs with the first', ({ assert }) => {
    const rotated = new PreparedMessageVerifier([KEY, OLD_KEY])
    const before = packageEncryption([OLD_KEY]).getMessageVerifier().sign('kept', undefined, 'p')
    assert.equal(rotated.unsign(before, 'p'), 'kept')
    assert.equal(rotated.sign('new', undefined, 'p'), prepared.sign('new', undefined, 'p'))
  })
})

test.group('Prepared keys: aes-256-gcm', () => {
  const original = new AES256GCM({ id: 'app', key: KEY })
  const prepared = new PreparedAES256GCM({ id: 'app', key: KEY })

  test('each reads what the other encrypted, with and without a purpose', ({ assert }) => {
    const value = { secret: 'JBSWY3DPEHPK3PXP', n: 3 }
    assert.deepEqual(prepared.decrypt(original.encrypt(value)), value)
    assert.deepEqual(original.decrypt(prepared.encrypt(value)), value)
    assert.deepEqual(
      prepared.decrypt(original.encrypt(value, { purpose: 'two-factor' }), 'two-factor'),
      value
    )
    assert.deepEqual(
      original.decrypt(prepared.encrypt(value, undefined, 'XSRF-TOKEN'), 'XSRF-TOKEN'),
      value
    )
  })

  test('refuses another purpose, another key, a tampered or expired value', ({ assert }) => {
    const encrypted = prepared.encrypt('token', { purpose: 'XSRF-TOKEN' })
    assert.isNull(prepared.decrypt(encrypted, 'other'))
    assert.isNull(
      new PreparedAES256GCM({ id: 'app', key: OLD_KEY }).decrypt(encrypted, 'XSRF-TOKEN')
    )
    assert.isNull(new PreparedAES256GCM({ id: 'other', key: KEY }).decrypt(encrypted, 'XSRF-TOKEN'))
    const [id, cipher, iv, tag] = encrypted.split('.')
    const flipped = cipher.endsWith('A') ? `${cipher.slice(0, -1)}B` : `${cipher.slice(0, -1)}A`
    assert.isNull(prepared.decrypt([id, flipped, iv, tag].join('.'), 'XSRF-TOKEN'))
    assert.isNull(prepared.decrypt([id, cipher, iv].join('.'), 'XSRF-TOKEN'))
    assert.isNull(prepared.decrypt(original.encrypt('old', '-1s')))
  })

  test('keeps the package blind indexes', ({ assert }) => {
    assert.equal(
      prepared.blindIndex('a@example.fr', 'email'),
      original.blindIndex('a@example.fr', 'email')
    )
  })
})

test.group('Prepared keys: the app', () => {
  test('signs and encrypts through the prepared keys, readable by the package', ({ assert }) => {
    assert.instanceOf(encryption.getMessageVerifier(), PreparedMessageVerifier)
    const key = process.env.APP_KEY!
    const reference = packageEncryption([key])
    assert.equal(
      encryption.getMessageVerifier().sign('id', undefined, 'c'),
      reference.getMessageVerifier().sign('id', undefined, 'c')
    )
    assert.equal(reference.decrypt(encryption.encrypt('x', undefined, 'p'), 'p'), 'x')
  })
})
