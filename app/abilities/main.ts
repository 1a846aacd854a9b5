/*
| Abilities that are not about one record. Record-level rules live in
| app/policies (one policy per resource).
*/
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Staff keep access to the test page whatever role they switched to. */
export const accessTestPage = Bouncer.ability((user: User) => user.isStaff)
