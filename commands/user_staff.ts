import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import User from '#models/user'
import * as AccessChange from '#services/accounts/access_change'

/*
| Grants or revokes the staff flag from the command line (docs/product.md §1), e.g. to
| recover access when no staff account is left. Audited like any access
| change, with no actor.
*/
export default class UserStaff extends BaseCommand {
  static commandName = 'user:staff'
  static description =
    "Donne (ou retire avec --revoke) le statut staff à l'utilisateur de cette adresse"

  static options: CommandOptions = { startApp: true }

  @args.string({ description: "Adresse e-mail de l'utilisateur" })
  declare email: string

  @flags.boolean({ description: 'Retirer le statut staff au lieu de le donner' })
  declare revoke: boolean

  async run() {
    const email = this.email.trim().toLowerCase()
    const user = await User.findBy('email', email)
    if (!user) {
      this.logger.error(`Aucun utilisateur avec l'adresse ${email}.`)
      this.exitCode = 1
      return
    }

    const isStaff = !this.revoke
    if (user.isStaff === isStaff) {
      this.logger.info(
        isStaff ? `${email} a déjà le statut staff.` : `${email} n'a pas le statut staff.`
      )
      return
    }
    await AccessChange.apply(user, { isStaff }, null)
    this.logger.success(
      isStaff ? `Statut staff accordé à ${email}.` : `Statut staff retiré à ${email}.`
    )
  }
}
