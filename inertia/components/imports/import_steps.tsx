const STEPS = ['Fichier', 'Colonnes', 'Vérification', 'Import']

/** "1. Fichier 2. Colonnes 3. Vérification 4. Import", the current one marked. */
export function ImportSteps({ current }: { current: number }) {
  return (
    <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Étapes de l'import">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index + 1 === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 font-semibold ${
            index + 1 === current
              ? 'bg-primary text-white'
              : index + 1 < current
                ? 'bg-primary/10 text-primary'
                : 'bg-slate-100 text-slate-600 dark:bg-white/10 dark:text-slate-300'
          }`}
        >
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  )
}
