import { useState } from 'react'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { X } from 'lucide-react'
import { layout, useLayoutSettings } from '~/layout_settings/store'
import { useIsDesktop } from '~/layout_settings/viewport'
import { AppearancePanel } from '~/shell/appearance'
import { Drawer } from '~/shell/drawer'
import { OVERVIEW_TABS, OverviewPanel, useOverview } from '~/shell/overview_figures'

/* On the side opposite the sidebar, as in the template family. */
const box = (left: boolean) =>
  `fixed inset-y-0 flex w-80 max-w-full flex-col bg-surface shadow-2xl ${left ? 'left-0' : 'right-0'}`

/**
 * The side overlay: a modal drawer (shell/drawer.tsx). With `sideOverlayHoverable` on desktop, a strip of it also
 * waits at the edge of the window and slides in under the mouse.
 */
export function SideOverlay() {
  const s = useLayoutSettings()
  const isDesktop = useIsDesktop()
  const onLeft = !s.sidebarLeft
  const close = () => layout.sideOverlay('close')
  return (
    <>
      <Drawer
        open={s.sideOverlayVisible}
        onClose={close}
        label="Panneau latéral"
        className="relative z-[60]"
        fromLeft={onLeft}
        panel={{ as: 'aside', id: 'side-overlay', className: box(onLeft) }}
      >
        <OverlayContent onClose={close} active />
      </Drawer>
      {s.sideOverlayHoverable && isDesktop && !s.sideOverlayVisible && (
        <HoverStrip onLeft={onLeft} />
      )}
    </>
  )
}

/*
| The hoverable overlay: 12 px of it show at the window's edge, half
| transparent; under the mouse it slides in, without a page overlay, and its
| content is usable. Keyboard users open the same panel with the header button.
*/
function HoverStrip({ onLeft }: { onLeft: boolean }) {
  const [hovered, setHovered] = useState(false)
  const tucked = onLeft ? '-translate-x-[calc(100%-0.75rem)]' : 'translate-x-[calc(100%-0.75rem)]'
  return (
    <aside
      aria-label="Panneau latéral"
      data-testid="side-overlay-hover"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={`${box(onLeft)} z-[60] transition duration-200 ease-out print:hidden ${
        hovered ? 'translate-x-0' : `${tucked} opacity-50`
      }`}
    >
      <div inert={!hovered} className="flex min-h-0 flex-1 flex-col">
        <OverlayContent active={hovered} />
      </div>
    </aside>
  )
}

/**
 * The "Aperçu" and "Offres" tabs (the user's own figures, fetched once
 * `active`: the drawer is open, or the hover strip slid in), then the
 * appearance panel.
 */
function OverlayContent({ onClose, active }: { onClose?: () => void; active: boolean }) {
  const { data, failed } = useOverview(active)
  return (
    <TabGroup className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4 dark:border-white/10">
        <TabList aria-label="Panneau" className="flex gap-1">
          {OVERVIEW_TABS.map((name) => (
            <Tab
              key={name}
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 data-selected:bg-primary data-selected:text-white dark:text-slate-300 dark:hover:bg-white/10 dark:data-selected:text-white"
            >
              {name}
            </Tab>
          ))}
        </TabList>
        {/* Opened, the panel's focus starts here (see the sidebar drawer). */}
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer le panneau"
            data-autofocus
            className="grid size-9 place-items-center rounded-md hover:bg-slate-100 dark:hover:bg-white/10"
          >
            <X className="size-5" />
          </button>
        )}
      </div>
      <div className="flex-1 overflow-y-auto">
        <TabPanels>
          {OVERVIEW_TABS.map((name, index) => (
            <TabPanel key={name} className="p-4">
              <OverviewPanel tab={index as 0 | 1} data={data} failed={failed} />
            </TabPanel>
          ))}
        </TabPanels>
        <div className="border-t border-slate-100 p-4 dark:border-white/10">
          <AppearancePanel />
        </div>
      </div>
    </TabGroup>
  )
}
