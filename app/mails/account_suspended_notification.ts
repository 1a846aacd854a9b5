import AccountDecisionMail from '#mails/account_decision_mail'

/** "Votre compte e-sidoor est suspendu": the account was suspended by the school, with its reason. */
export default class AccountSuspendedNotification extends AccountDecisionMail {
  subject = 'Votre compte e-sidoor est suspendu'
  protected view = 'emails/account_suspended'
}
