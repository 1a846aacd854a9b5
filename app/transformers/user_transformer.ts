import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { countOf } from '#services/dashboards/pro_directory'

/**
 * A user as the browser sees it (`Data.User` and its variants in the
 * generated types), never the password or tokens: the signed-in user by
 * default, and the professionals as e-sidoor lists and shows them.
 */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      name: user.fullName,
      email: user.email,
      gravatar: user.gravatar,
      role: user.role,
      droit: user.droit,
      isStaff: Boolean(user.isStaff),
      emailVerified: user.emailVerifiedAt !== null,
    }
  }

  /** A professional in the e-sidoor list. Dates are ISO; the page formats them in French. */
  forEsidoorList() {
    const user = this.resource
    return {
      ...this.pick(this.toObject(), ['id', 'name', 'email', 'gravatar', 'droit', 'emailVerified']),
      societesCount: countOf(user, 'societes'),
      contactsCount: countOf(user, 'contacts'),
      offresCount: countOf(user, 'offres'),
      approvalStatus: user.approvalStatus,
      ...this.activity(),
    }
  }

  /** One professional's page header and access form: the user as they see themselves, and when. */
  forEsidoor() {
    return { ...this.toObject(), ...this.activity(), ...this.approval() }
  }

  /** An account in e-sidoor's "Employeurs à valider": who, since when, address verified or not. */
  forApprovalQueue() {
    return {
      ...this.pick(this.toObject(), ['id', 'name', 'email', 'gravatar', 'emailVerified']),
      createdAt: this.resource.createdAt.toISO(),
    }
  }

  /** A name in a filter or on a record (owner, author). */
  forChoice() {
    return { id: this.resource.id, name: this.resource.fullName }
  }

  /** Employer approval: where the account stands, why (refused, suspended) and since when. */
  protected approval() {
    const user = this.resource
    return {
      approvalStatus: user.approvalStatus,
      approvalReason: user.approvalReason,
      approvalChangedAt: user.approvalChangedAt?.toISO() ?? null,
    }
  }

  protected activity() {
    return {
      lastLoginAt: this.resource.lastLoginAt?.toISO() ?? null,
      createdAt: this.resource.createdAt.toISO(),
    }
  }
}

/** The signed-in user, for JSON answers and other serialisers. */
export function serializeUser(user: User) {
  return new UserTransformer(user).toObject()
}
