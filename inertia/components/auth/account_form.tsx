import { EmailField, FullNameField } from '~/components/form/account_fields'
import { Button } from '~/components/form/button'
import { NewPasswordFields } from '~/components/form/password_fields'
import { AuthForm } from '~/components/auth/auth_form'
import { useGuestForm } from '~/components/auth/use_guest_form'

/** The new-account form (name, e-mail, password twice), used by registration and installation. */
export function AccountForm({ action, submitLabel }: { action: string; submitLabel: string }) {
  const form = useGuestForm({ fullName: '', email: '', password: '', passwordConfirmation: '' })
  return (
    <AuthForm
      action={action}
      onSubmit={() => {
        form.post(action, { onFinish: () => form.reset('password', 'passwordConfirmation') })
      }}
    >
      <FullNameField form={form} autoFocus />
      <EmailField form={form} />
      <NewPasswordFields form={form} hint="8 caractères minimum." />

      <Button className="w-full" processing={form.processing}>
        {submitLabel}
      </Button>
    </AuthForm>
  )
}
