import type { ReactNode } from 'react'
import { Command } from 'cmdk'
import {
  ArrowRight,
  Briefcase,
  Building2,
  CornerDownLeft,
  Inbox,
  NotebookPen,
  Search,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
import type { SearchItem } from '~/props/search'
import type { PaletteAction } from '~/shell/command_palette_actions'
import type { PaletteGroup } from '~/shell/command_palette_results'

/* The rows of the command palette: an icon, a label over a second line, and what Enter does. */

const KIND_ICONS: Record<PaletteGroup['key'], LucideIcon> = {
  contacts: UserRound,
  candidatures: Inbox,
  societes: Building2,
  offres: Briefcase,
  textes: NotebookPen,
}

const ITEM =
  'group flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[selected=true]:bg-primary/10 data-[selected=true]:text-slate-900 dark:data-[selected=true]:bg-white/10 dark:data-[selected=true]:text-white'

/** A group's heading: its name, and "5 sur 12" when the server found more than it sent. */
export function Heading({
  label,
  shown,
  total,
}: {
  label: string
  shown?: number
  total?: number
}) {
  return (
    <span className="flex items-baseline justify-between gap-2">
      <span>{label}</span>
      {total !== undefined && shown !== undefined && total > shown && (
        <span className="font-normal tracking-normal normal-case">
          {shown} sur {total}
        </span>
      )}
    </span>
  )
}

/** The square icon on the left of a row, tinted when the row is the selected one. */
function Glyph({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500 group-data-[selected=true]:bg-primary group-data-[selected=true]:text-white dark:bg-white/10 dark:text-slate-300 dark:group-data-[selected=true]:text-slate-900">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  )
}

function Lines({ title, detail }: { title: ReactNode; detail?: string | null }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-slate-900 dark:text-white">{title}</span>
      {detail && (
        <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{detail}</span>
      )}
    </span>
  )
}

/** What Enter does on the selected row, shown on its right. */
function EnterHint() {
  return (
    <CornerDownLeft
      className="size-4 shrink-0 text-slate-400 opacity-0 group-data-[selected=true]:opacity-100"
      aria-hidden="true"
    />
  )
}

export function ActionItem({ action, onSelect }: { action: PaletteAction; onSelect: () => void }) {
  return (
    <Command.Item value={`action:${action.id}`} onSelect={onSelect} className={ITEM}>
      <Glyph icon={action.icon} />
      <Lines title={action.label} detail={action.hint} />
      {action.shortcut ? (
        <kbd className="rounded border border-slate-200 px-1.5 py-0.5 font-sans text-[11px] font-semibold text-slate-500 dark:border-white/15 dark:text-slate-400">
          {action.shortcut}
        </kbd>
      ) : (
        <EnterHint />
      )}
    </Command.Item>
  )
}

export function ResultItem({
  kind,
  item,
  onSelect,
}: {
  kind: PaletteGroup['key']
  item: SearchItem
  onSelect: () => void
}) {
  return (
    <Command.Item value={`${kind}:${item.id}`} onSelect={onSelect} className={ITEM}>
      <Glyph icon={KIND_ICONS[kind]} />
      <Lines title={item.title} detail={item.subtitle} />
      <EnterHint />
    </Command.Item>
  )
}

/** The last row: every result on the /recherche page. */
export function SeeAllItem({ q, onSelect }: { q: string; onSelect: () => void }) {
  return (
    <Command.Item value="all-results" onSelect={onSelect} className={ITEM}>
      <Glyph icon={Search} />
      <Lines title={`Voir tous les résultats pour « ${q} »`} />
      <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
    </Command.Item>
  )
}

/** The keys of the palette, for those who look for them (hidden on a phone's screen). */
export function Footer() {
  const key =
    'inline-grid min-w-5 place-items-center rounded border border-slate-200 bg-white px-1 py-0.5 font-sans text-[11px] font-semibold text-slate-600 dark:border-white/15 dark:bg-white/5 dark:text-slate-300'
  return (
    <div className="hidden items-center gap-4 border-t border-slate-200 bg-slate-50 px-4 py-2.5 text-xs text-slate-500 sm:flex dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
      <span className="flex items-center gap-1.5">
        <kbd className={key}>↑</kbd>
        <kbd className={key}>↓</kbd> pour naviguer
      </span>
      <span className="flex items-center gap-1.5">
        <kbd className={key}>Entrée</kbd> pour ouvrir
      </span>
      <span className="flex items-center gap-1.5">
        <kbd className={key}>Échap</kbd> pour fermer
      </span>
      <span className="ml-auto flex items-center gap-1.5">
        <kbd className={key}>Ctrl</kbd>
        <kbd className={key}>K</kbd>
      </span>
    </div>
  )
}
