import AccountDecisionMail from '#mails/account_decision_mail'

/** "Votre compte e-sidoor est validé": the account was validated by the school: the account may publish offers. */
export default class AccountApprovedNotification extends AccountDecisionMail {
  subject = 'Votre compte e-sidoor est validé'
  protected view = 'emails/account_approved'
}
