import { test } from '@japa/runner'
import { route } from '#tests/helpers/routes'
import { assertPage } from '#tests/helpers/answers'

test.group('Smoke', () => {
  test('login page renders', async ({ client }) => {
    const response = await client.get(route('login')).withInertia()
    assertPage(response, 'auth/login')
  })
})
