import { test } from '@japa/runner'
import { route } from '#tests/helpers/routes'

test.group('Smoke', () => {
  test('login page renders', async ({ client }) => {
    const response = await client.get(route('login')).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
  })
})
