import { Head, Link, useForm } from '@inertiajs/react'
import { AuthHeading } from '~/components/auth_heading'
import { Button } from '~/components/form/button'
import { Field } from '~/components/form/field'

export default function Register() {
  const form = useForm({ fullName: '', email: '', password: '', passwordConfirmation: '' })

  return (
    <>
      <Head title="Créer un compte" />
      <AuthHeading title="Créer un compte">
        Quelques secondes suffisent pour publier vos premières offres.
      </AuthHeading>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          form.post('/register', { onFinish: () => form.reset('password', 'passwordConfirmation') })
        }}
      >
        <Field
          label="Nom complet"
          name="fullName"
          autoComplete="name"
          required
          autoFocus
          maxLength={120}
          value={form.data.fullName}
          error={form.errors.fullName}
          onChange={(value) => form.setData('fullName', value)}
        />
        <Field
          label="Adresse e-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={form.data.email}
          error={form.errors.email}
          onChange={(value) => form.setData('email', value)}
        />
        <Field
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint="8 caractères minimum."
          value={form.data.password}
          error={form.errors.password}
          onChange={(value) => form.setData('password', value)}
        />
        <Field
          label="Confirmation du mot de passe"
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.data.passwordConfirmation}
          error={form.errors.passwordConfirmation}
          onChange={(value) => form.setData('passwordConfirmation', value)}
        />
        <Button className="w-full" processing={form.processing}>
          Créer mon compte
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Déjà inscrit ?{' '}
        <Link href="/login" className="font-semibold text-primary hover:underline">
          Se connecter
        </Link>
      </p>
    </>
  )
}
