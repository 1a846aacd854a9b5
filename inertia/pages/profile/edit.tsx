import { Head } from '@inertiajs/react'
import { PageHeading } from '~/components/page_heading'
import ActiveSessions, { type ActiveSessionItem } from '~/components/profile/active_sessions'
import DeleteAccountForm from '~/components/profile/delete_account_form'
import DigestForm from '~/components/profile/digest_form'
import PageTextesForm, { type PageTexteItem } from '~/components/profile/page_textes_form'
import SecurityLogEvents from '~/components/profile/security_log_events'
import type { SecurityEventItem } from '~/props/security_log'
import TwoFactorForm, { type TwoFactorState } from '~/components/profile/two_factor_form'
import UpdatePasswordForm from '~/components/profile/update_password_form'
import UpdateProfileForm from '~/components/profile/update_profile_form'

type ProfileEditProps = {
  mustVerifyEmail: boolean
  pageTextes: PageTexteItem[]
  sessions: ActiveSessionItem[]
  twoFactor: TwoFactorState
  securityEvents: SecurityEventItem[]
  digestEnabled: boolean
  can: { editPageTextes: boolean }
}

export default function ProfileEdit({
  mustVerifyEmail,
  pageTextes,
  sessions,
  twoFactor,
  securityEvents,
  digestEnabled,
  can,
}: ProfileEditProps) {
  return (
    <>
      <Head title="Profil" />
      <PageHeading
        title="Profil"
        subtitle="Vos informations, votre mot de passe, vos sessions et votre compte."
      />
      <div className="grid max-w-3xl gap-6">
        <UpdateProfileForm mustVerifyEmail={mustVerifyEmail} />
        <UpdatePasswordForm />
        <DigestForm digestEnabled={digestEnabled} />
        <TwoFactorForm twoFactor={twoFactor} />
        <ActiveSessions sessions={sessions} />
        <SecurityLogEvents events={securityEvents} />
        {can.editPageTextes && <PageTextesForm textes={pageTextes} />}
        <DeleteAccountForm />
      </div>
    </>
  )
}
