/*
| URLs by route name, from the registry generated out of start/routes
| (.adonisjs/client/registry, written again by `npm run dev` and `npm run build`).
| Pages never write a path by hand: `urlFor('contacts.show', { id })`.
*/
import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'

export const client = createTuyau({ baseUrl: '/', registry })

export const urlFor = client.urlFor
