import type { ApiResponse } from '@japa/api-client'

/*
| The answers most functional tests check: a redirect to a given place
| (read with `.redirects(0)`; a 303 after a PUT, PATCH or DELETE), and an
| Inertia page of a given component.
*/

/** `response` is a 302 to `location`. */
export function assertRedirect(response: ApiResponse, location: string) {
  response.assertStatus(302)
  response.assertHeader('location', location)
}

/** `response` is a 303 to `location`: the redirect Inertia needs after a PUT, PATCH or DELETE. */
export function assertSeeOther(response: ApiResponse, location: string) {
  response.assertStatus(303)
  response.assertHeader('location', location)
}

/** `response` is a 200 rendering the Inertia component `component`. */
export function assertPage(response: ApiResponse, component: string) {
  response.assertStatus(200)
  response.assertInertiaComponent(component)
}
