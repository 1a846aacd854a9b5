import AccountDecisionMail from '#mails/account_decision_mail'

/** "Votre compte e-sidoor n’a pas été validé": the account was refused by the school, with its reason. */
export default class AccountRefusedNotification extends AccountDecisionMail {
  subject = 'Votre compte e-sidoor n’a pas été validé'
  protected view = 'emails/account_refused'
}
