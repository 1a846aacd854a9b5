import { useForm } from '@inertiajs/react'
import { Monitor, Smartphone } from 'lucide-react'
import { urlFor } from '~/client'
import { Button } from '~/components/form/button'
import { CurrentPasswordField } from '~/components/form/password_fields'
import { SubmitForm, stayAndReset } from '~/components/form/submit_form'
import { SectionCard } from '~/components/section_card'
import { formatRelative } from '~/lib/format'

export type ActiveSessionItem = {
  label: string
  ip: string
  lastActiveAt: string
  current: boolean
}

const MOBILE = /iPhone|iPad|Android/

/** The user's signed-in sessions, and "log out other devices" (password asked). */
export default function ActiveSessions({ sessions }: { sessions: ActiveSessionItem[] }) {
  const form = useForm({ password: '' })
  const others = sessions.filter((session) => !session.current).length

  return (
    <SectionCard
      title="Sessions actives"
      description="Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas."
    >
      <ul className="mb-6 divide-y divide-slate-100 dark:divide-white/10">
        {sessions.map((session, index) => {
          const Icon = MOBILE.test(session.label) ? Smartphone : Monitor
          return (
            <li key={index} className="flex items-center gap-3 py-3">
              <Icon aria-hidden className="size-6 shrink-0 text-slate-500 dark:text-slate-400" />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">{session.label}</p>
                <p className="text-slate-600 dark:text-slate-300">
                  {session.ip} ·{' '}
                  {session.current ? (
                    <span className="font-semibold text-emerald-700 dark:text-emerald-400">
                      Cette session
                    </span>
                  ) : (
                    <>Dernière activité : {formatRelative(session.lastActiveAt)}</>
                  )}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <SubmitForm
        className="space-y-5"
        onSubmit={() => form.delete(urlFor('profile.sessions.destroy'), stayAndReset(form))}
      >
        <CurrentPasswordField
          form={form}
          hint={
            others === 0
              ? 'Aucun autre appareil connecté pour le moment.'
              : others === 1
                ? 'Un autre appareil est connecté.'
                : `${others} autres appareils sont connectés.`
          }
        />
        <Button variant="secondary" processing={form.processing}>
          Se déconnecter des autres appareils
        </Button>
      </SubmitForm>
    </SectionCard>
  )
}
