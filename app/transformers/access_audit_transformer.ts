import type AccessAudit from '#models/access_audit'
import { BaseTransformer } from '@adonisjs/core/transformers'
import UserTransformer from '#transformers/user_transformer'

/** An access change: who made it (null: command line or deleted account), before and after. */
export default class AccessAuditTransformer extends BaseTransformer<AccessAudit> {
  toObject() {
    const audit = this.resource
    return {
      id: audit.id,
      actor: audit.actor ? new UserTransformer(audit.actor).forChoice() : null,
      before: audit.before,
      after: audit.after,
      createdAt: audit.createdAt.toISO(),
    }
  }
}
