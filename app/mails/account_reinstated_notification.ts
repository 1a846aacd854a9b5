import AccountDecisionMail from '#mails/account_decision_mail'

/** "Votre compte e-sidoor est rétabli": the account was reinstated by the school: its published offers are back on the board. */
export default class AccountReinstatedNotification extends AccountDecisionMail {
  subject = 'Votre compte e-sidoor est rétabli'
  protected view = 'emails/account_reinstated'
}
