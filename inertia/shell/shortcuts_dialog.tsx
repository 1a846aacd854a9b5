import { Fragment } from 'react'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Keyboard } from 'lucide-react'
import { SHORTCUTS } from '~/lib/shortcuts'

/** The list of the keyboard shortcuts ("?"): Escape closes it and focus goes back to where it was. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-[70] grid place-items-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-surface text-slate-700 shadow-xl ring-1 ring-slate-900/10 dark:text-slate-200 dark:ring-white/10">
        <div className="border-b border-slate-100 px-5 py-4 dark:border-white/10">
          <DialogTitle className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            <Keyboard className="size-5 opacity-70" aria-hidden="true" /> Raccourcis clavier
          </DialogTitle>
        </div>
        <dl className="divide-y divide-slate-100 px-5 py-2 text-sm dark:divide-white/10">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys.flat().join()} className="flex items-start gap-4 py-3">
              <dt className="flex w-40 shrink-0 flex-wrap items-center gap-1">
                <KeyCombinations keys={shortcut.keys} />
              </dt>
              <dd>
                <p className="font-medium text-slate-900 dark:text-white">{shortcut.label}</p>
                {shortcut.detail && (
                  <p className="text-slate-500 dark:text-slate-300">{shortcut.detail}</p>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end border-t border-slate-100 px-5 py-3 dark:border-white/10">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white shadow-xs hover:brightness-110"
          >
            Fermer
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  )
}

/** "Ctrl + K ou ⌘ + K": each combination's keys, the alternatives joined by "ou". */
function KeyCombinations({ keys }: { keys: string[][] }) {
  return keys.map((combination, index) => (
    <Fragment key={combination.join('+')}>
      {index > 0 && <span className="text-xs text-slate-500 dark:text-slate-300"> ou </span>}
      <kbd className="inline-flex items-center gap-0.5 font-sans">
        {combination.map((key, position) => (
          <Fragment key={key}>
            {position > 0 && <span className="sr-only"> + </span>}
            <kbd className="min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center text-xs font-semibold text-slate-700 shadow-xs dark:border-white/20 dark:bg-white/10 dark:text-slate-100">
              {key}
            </kbd>
          </Fragment>
        ))}
      </kbd>
    </Fragment>
  ))
}
