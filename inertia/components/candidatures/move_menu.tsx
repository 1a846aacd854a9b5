import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useHandover, type DeferredWidgetProps } from '~/components/menu/handover'
import { DROPDOWN_SURFACE } from '~/components/menu/surface'
import { CANDIDATURE_STATUT_LABELS } from '~/components/candidatures/candidature_labels'
import type { CandidatureStatut } from '~/props/candidatures'

/**
 * « Déplacer » on a board's card (Headless UI's menu button: Enter, Space or
 * an arrow opens it, the arrows move, Enter moves the card, Escape gives the
 * focus back). Lists the other statuts. Anchored in a portal, so the
 * column's scrolling frame does not clip it. A lazy chunk, loaded by
 * board_card.tsx, which shows the same button meanwhile.
 */
export function MoveMenu({
  choices,
  onMove,
  button,
  buttonClassName,
  takeHandover,
}: DeferredWidgetProps & {
  choices: CandidatureStatut[]
  onMove: (statut: CandidatureStatut) => void
}) {
  const buttonRef = useHandover(takeHandover)
  return (
    <Menu>
      <MenuButton ref={buttonRef} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4 }}
        modal={false}
        className={`${DROPDOWN_SURFACE} w-56 py-1 focus:outline-none`}
      >
        {choices.map((statut) => (
          <MenuItem
            key={statut}
            as="button"
            type="button"
            onClick={() => onMove(statut)}
            className="flex w-full items-center px-3 py-2 text-left text-sm hover:bg-slate-100 data-focus:bg-slate-100 dark:hover:bg-white/10 dark:data-focus:bg-white/10"
          >
            Vers « {CANDIDATURE_STATUT_LABELS[statut]} »
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
