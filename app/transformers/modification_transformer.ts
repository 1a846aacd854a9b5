import type Modification from '#models/modification'
import { BaseTransformer } from '@adonisjs/core/transformers'
import UserTransformer from '#transformers/user_transformer'

/** An entry of the history of changes, as a timeline shows it. */
export default class ModificationTransformer extends BaseTransformer<Modification> {
  toObject() {
    const activity = this.resource
    return {
      kind: 'activity' as const,
      key: `${activity.createdAt.toMillis()}.a.${activity.id}`,
      id: activity.id,
      at: activity.createdAt.toISO()!,
      actor: activity.actor ? new UserTransformer(activity.actor).forChoice() : null,
      subjectType: activity.subjectType,
      subjectId: activity.subjectId,
      action: activity.action,
      changes: activity.changes,
      detail: activity.detail,
    }
  }

  /** On e-sidoor's pro page: the entry and the name of its record (`names`: "type:id" → name). */
  forEsidoor(names: Map<string, string>) {
    return {
      ...this.toObject(),
      subjectName: names.get(`${this.resource.subjectType}:${this.resource.subjectId}`) ?? null,
    }
  }
}
