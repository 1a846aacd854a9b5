export type RecordAction = 'update' | 'delete' | 'restore'

/** What a controller asks the policy before it touches an owned record. */
export type OwnedAction = 'view' | RecordAction

/**
 * What the caller may do with one owned record, for the page's buttons:
 * `allows` asks the record's policy, e.g.
 * `(action) => bouncer.with('ContactPolicy').allows(action, contact)`.
 */
export async function recordRights(allows: (action: RecordAction) => Promise<boolean>) {
  const [update, remove, restore] = await Promise.all([
    allows('update'),
    allows('delete'),
    allows('restore'),
  ])
  return { update, delete: remove, restore }
}
