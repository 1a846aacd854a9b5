import { test } from '@japa/runner'

test.group('Smoke', () => {
  test('login page renders', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
  })
})
