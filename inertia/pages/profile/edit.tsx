import { Head } from '@inertiajs/react'
import DeleteAccountForm from '~/components/profile/delete_account_form'
import UpdatePasswordForm from '~/components/profile/update_password_form'
import UpdateProfileForm from '~/components/profile/update_profile_form'

export default function ProfileEdit({ mustVerifyEmail }: { mustVerifyEmail: boolean }) {
  return (
    <>
      <Head title="Profil" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Profil</h1>
      <div className="mt-6 grid max-w-3xl gap-6">
        <UpdateProfileForm mustVerifyEmail={mustVerifyEmail} />
        <UpdatePasswordForm />
        <DeleteAccountForm />
      </div>
    </>
  )
}
