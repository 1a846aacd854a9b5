/** The look of every panel opened from a button: the Dropdown's (shell/dropdown.tsx), and the menus' and popovers' (Headless UI). */
export const DROPDOWN_SURFACE =
  'z-40 overflow-hidden rounded-lg bg-surface text-slate-700 shadow-lg ring-1 ring-slate-900/10 dark:text-slate-200 dark:ring-white/10'

/** That look, placed under its button (the button's wrapper is `relative`). */
export const dropdownPanelClass = (align: 'left' | 'right', panelClassName: string) =>
  `absolute top-full mt-2 ${align === 'right' ? 'right-0' : 'left-0'} ${DROPDOWN_SURFACE} ${panelClassName}`
