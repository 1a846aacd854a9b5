import { useForm } from '@inertiajs/react'
import type { ProShowProps } from '~/props/esidoor'
import { urlFor } from '~/client'
import { SubmitForm } from '~/components/form/submit_form'
import { Button } from '~/components/form/button'
import { Checkbox } from '~/components/form/checkbox'
import { SelectField } from '~/components/form/select_field'
import { useUnsavedGuard } from '~/lib/use_unsaved_guard'

type AccessFormProps = Pick<
  ProShowProps,
  'pro' | 'roles' | 'droits' | 'isSelf' | 'passwordConfirmed'
>

/** An esi admin changes a user's access; the server asks the password again when needed. */
export function AccessForm({ pro, roles, droits, isSelf, passwordConfirmed }: AccessFormProps) {
  const form = useForm({ role: pro.role, droit: pro.droit, isStaff: pro.isStaff })
  useUnsavedGuard(form)
  /** Both access levels are picked from the server's list, each shown as stored (null: none). */
  const level = (name: 'role' | 'droit', values: string[]) => ({
    name,
    value: form.data[name],
    options: values.map((value) => ({ value, label: value })),
    error: form.errors[name],
    onChange: (value: string | null) => form.setData((data) => ({ ...data, [name]: value })),
  })

  return (
    <SubmitForm
      className="space-y-5"
      onSubmit={() =>
        form.put(urlFor('esidoor.pros.access', { id: pro.id }), { preserveScroll: true })
      }
    >
      <SelectField label="Accès" placeholder="Aucun" {...level('role', roles)} />
      <SelectField label="Rôle" placeholder="Standard" {...level('droit', droits)} />
      <div>
        <Checkbox
          label="Staff (garde la page Test accès)"
          name="isStaff"
          checked={form.data.isStaff}
          disabled={isSelf}
          onChange={(checked) => form.setData('isStaff', checked)}
        />
        {isSelf && (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-300">
            Vous ne pouvez pas modifier votre propre statut staff.
          </p>
        )}
        {form.errors.isStaff && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
            {form.errors.isStaff}
          </p>
        )}
      </div>
      {!passwordConfirmed && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Par sécurité, votre mot de passe vous sera demandé avant l'enregistrement.
        </p>
      )}
      <Button processing={form.processing} disabled={!form.isDirty}>
        Enregistrer les accès
      </Button>
    </SubmitForm>
  )
}
