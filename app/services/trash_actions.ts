import type { HttpContext } from '@adonisjs/core/http'
import { backWithin } from '#services/redirect_back'

type Trashable = { moveToTrash(): Promise<void>; restoreFromTrash(): Promise<void> }

/*
| The end of every "Supprimer" and "Restaurer" of a list or page, once the
| controller has found the record and the policy allowed it: the change, the
| French toast, and back to where the person was within `area`.
*/
export async function moveToTrash(
  ctx: HttpContext,
  record: Trashable,
  message: string,
  area: string
) {
  await record.moveToTrash()
  return done(ctx, message, area)
}

export async function restoreFromTrash(
  ctx: HttpContext,
  record: Trashable,
  message: string,
  area: string
) {
  await record.restoreFromTrash()
  return done(ctx, message, area)
}

function done(ctx: HttpContext, message: string, area: string) {
  ctx.session.flash('success', message)
  return backWithin(ctx, area)
}
