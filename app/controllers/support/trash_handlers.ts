import type { HttpContext } from '@adonisjs/core/http'
import { flashBack } from '#controllers/support/redirect_back'

type Trashable = { moveToTrash(): Promise<void>; restoreFromTrash(): Promise<void> }

/*
| The end of every "Supprimer" and "Restaurer" of a list or page, once the
| controller has found the record and the policy allowed it: the change, the
| French toast, and back to where the person was within `area`.
*/
function trashAction(change: keyof Trashable) {
  return async (ctx: HttpContext, record: Trashable, message: string, area: string) => {
    await record[change]()
    return flashBack(ctx, message, area)
  }
}

export const moveToTrash = trashAction('moveToTrash')
export const restoreFromTrash = trashAction('restoreFromTrash')

type TrashStep = 'delete' | 'restore'

/**
 * A controller's `destroy` and `restore` actions, for records found by
 * `find(ctx, step)` (the route's record, once its policy allows the step):
 *   destroy = trash.destroy
 */
export function trashHandlers(
  find: (ctx: HttpContext, step: TrashStep) => Promise<Trashable>,
  messages: { deleted: string; restored: string },
  area: () => string
) {
  return {
    destroy: async (ctx: HttpContext) =>
      moveToTrash(ctx, await find(ctx, 'delete'), messages.deleted, area()),
    restore: async (ctx: HttpContext) =>
      restoreFromTrash(ctx, await find(ctx, 'restore'), messages.restored, area()),
  }
}
