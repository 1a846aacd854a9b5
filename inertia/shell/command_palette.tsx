import { router, usePage } from '@inertiajs/react'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Command } from 'cmdk'
import { LoaderCircle, Search, X } from 'lucide-react'
import { urlFor } from '~/client'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { paletteActions, type PaletteAction } from '~/shell/command_palette_actions'
import { matchesAction, serverQuery } from '~/shell/command_palette_match'
import { ActionItem, Footer, Heading, ResultItem, SeeAllItem } from '~/shell/command_palette_items'
import { useLiveResults } from '~/shell/command_palette_results'

/*
| The command palette (Ctrl+K / ⌘K, docs/product.md §5): the user's records
| found as they type (contacts, applications, sociétés, offres, text templates, from
| GET /api/user/palette) and the actions their role allows. cmdk gives the
| listbox its keyboard (arrows, Enter, Home/End); Headless UI's Dialog, as
| every dialog of the shell, traps the focus and closes on Escape. Its chunk
| (cmdk included) is fetched the first time the palette is opened.
*/

/** How the palette closed: back to where the focus was, or on to a page being visited. */
export type PaletteClose = 'restore' | 'leave'

const GROUPS = ['Actions', 'Aller à', 'Préférences'] as const

/**
 * `text` is kept by the caller (inertia/shell/keyboard_shortcuts.tsx): what is
 * typed right after the first Ctrl+K, while this chunk is still on its way,
 * is not lost.
 */
export function CommandPalette({
  open,
  text,
  onText,
  onClose,
  onShortcuts,
}: {
  open: boolean
  text: string
  onText: (text: string) => void
  onClose: (how: PaletteClose) => void
  onShortcuts: () => void
}) {
  const { user } = usePage().props
  const dark = useLayoutSettings().darkModeActive
  const results = useLiveResults(open ? text : '')
  const q = serverQuery(text)

  const actions = paletteActions(user, dark).filter((action) =>
    matchesAction(text, action.label, action.keywords)
  )
  const hits = q ? results.groups.filter((group) => group.items.length > 0) : []
  const nothing = actions.length === 0 && hits.length === 0

  const close = (how: PaletteClose) => onClose(how)
  const visit = (href: string) => {
    close('leave')
    router.visit(href)
  }
  const run = (action: PaletteAction) => {
    if (action.href !== undefined) return visit(action.href)
    if (action.command === 'toggleDark') {
      layout.darkMode(dark ? 'off' : 'on')
      close('restore')
    } else onShortcuts()
  }

  return (
    <Dialog
      open={open}
      onClose={() => close('restore')}
      className="fixed inset-0 z-[70] flex justify-center sm:items-start sm:p-4 sm:pt-[12vh]"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60 backdrop-blur-[2px]" />
      <DialogPanel
        data-testid="command-palette"
        className="relative flex h-full w-full flex-col overflow-hidden bg-surface text-slate-700 shadow-2xl ring-1 ring-slate-900/10 sm:h-auto sm:max-h-[min(36rem,76vh)] sm:max-w-2xl sm:rounded-xl dark:text-slate-200 dark:ring-white/10"
      >
        <DialogTitle className="sr-only">Palette de commandes</DialogTitle>
        <Command
          label="Palette de commandes"
          shouldFilter={false}
          vimBindings={false}
          loop
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 dark:border-white/10">
            <Search className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            <Command.Input
              data-autofocus
              value={text}
              onValueChange={onText}
              maxLength={100}
              placeholder="Rechercher ou lancer une action…"
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
            />
            {results.loading && (
              <LoaderCircle
                className="size-4 shrink-0 animate-spin text-slate-400"
                aria-label="Recherche en cours"
              />
            )}
            <kbd className="hidden rounded border border-slate-200 px-1.5 py-0.5 font-sans text-[11px] font-semibold text-slate-500 sm:block dark:border-white/15 dark:text-slate-400">
              Échap
            </kbd>
            <button
              type="button"
              onClick={() => close('restore')}
              aria-label="Fermer la palette"
              className="-mr-2 grid size-9 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 sm:hidden dark:text-slate-300 dark:hover:bg-white/10"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>

          <Command.List
            label="Résultats et actions"
            className="min-h-0 flex-1 scroll-py-2 overflow-y-auto overscroll-contain p-2 [&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase dark:[&_[cmdk-group-heading]]:text-slate-400"
          >
            {GROUPS.map((group) => {
              const items = actions.filter((action) => action.group === group)
              if (items.length === 0) return null
              return (
                <Command.Group key={group} heading={<Heading label={group} />}>
                  {items.map((action) => (
                    <ActionItem key={action.id} action={action} onSelect={() => run(action)} />
                  ))}
                </Command.Group>
              )
            })}

            {hits.map((group) => (
              <Command.Group
                key={group.key}
                heading={
                  <Heading label={group.label} shown={group.items.length} total={group.total} />
                }
              >
                {group.items.map((item) => (
                  <ResultItem
                    key={item.id}
                    kind={group.key}
                    item={item}
                    onSelect={() => visit(item.href)}
                  />
                ))}
              </Command.Group>
            ))}

            {hits.length > 0 && (
              <Command.Group className="mt-1 border-t border-slate-200 pt-1 dark:border-white/10">
                <SeeAllItem q={q} onSelect={() => visit(urlFor('search', {}, { qs: { q } }))} />
              </Command.Group>
            )}

            {nothing && (
              <div className="px-4 py-12 text-center text-sm" role="status">
                {results.loading ? (
                  <p className="text-slate-500 dark:text-slate-400">Recherche…</p>
                ) : results.failed ? (
                  <p className="text-red-700 dark:text-red-300">
                    La recherche n'a pas abouti. Réessayez dans un instant.
                  </p>
                ) : (
                  <>
                    <p className="font-medium text-slate-900 dark:text-white">Aucun résultat</p>
                    <p className="mt-1 text-slate-500 dark:text-slate-400">
                      Rien ne correspond à « {text.trim()} » parmi vos fiches et les actions.
                    </p>
                  </>
                )}
              </div>
            )}
          </Command.List>
          <Footer />
        </Command>
      </DialogPanel>
    </Dialog>
  )
}
