import type { ApiResponse } from '@japa/api-client'

/*
| The two answers most functional tests check: a redirect to a given place
| (read with `.redirects(0)`), and an Inertia page of a given component.
*/

/** `response` is a 302 to `location`. */
export function assertRedirect(response: ApiResponse, location: string) {
  response.assertStatus(302)
  response.assertHeader('location', location)
}

/** `response` is a 200 rendering the Inertia component `component`. */
export function assertPage(response: ApiResponse, component: string) {
  response.assertStatus(200)
  response.assertInertiaComponent(component)
}
