/*
| Shared helpers for the job board's functional tests (the offer helpers are
| in ../offres/helpers.ts).
*/
import type { ApiRequest } from '@japa/api-client'

/** The body of the answer to `request`, as text. */
export async function textOf(request: ApiRequest) {
  const response = await request
  return response.text()
}

/** The Inertia props of the answer to `request` (send it `.withInertia()`). */
export async function propsOf(request: ApiRequest) {
  const response = await request
  return response.inertiaProps
}
