import { Head, usePage } from '@inertiajs/react'

export default function Dashboard() {
  const { user } = usePage().props
  return (
    <>
      <Head title="Dashboard" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Dashboard</h1>
      <div className="mt-6 rounded-lg bg-white p-6 shadow-xs dark:bg-slate-800">
        <p>Bonjour {user?.name}, bienvenue sur votre espace.</p>
      </div>
    </>
  )
}
