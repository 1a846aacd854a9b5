/*
| Entry of the landing page when it is loaded from the server (the root view
| picks it instead of inertia/app.tsx when the page is `welcome` and was
| rendered by inertia/ssr.tsx). The page is complete as HTML: its links are
| plain links. The React app is loaded, and hydrates the page, only when
| something needs it:
|   - a press on a button marked `data-wake` (the appearance menu): the press is
|     remembered and replayed by the component once hydrated (lib/wake.ts);
|   - the pointer over or the focus on such a button (loads it a little ahead);
|   - a flash message to show as a toast.
| Meanwhile it keeps the dark mode "system" in step with the system's choice.
| Measured in docs/performance.md: the landing page downloads this script and
| the CSS, not the ~120 KB of react-dom and Inertia.
*/
import './css/app.css'
import { rememberPress, startWake } from '~/lib/wake'

let waking: Promise<unknown> | undefined
function wake() {
  waking ??= import('./app')
  return waking
}

startWake()

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-wake]')) {
  button.disabled = false
}

const wakeButton = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLButtonElement>('button[data-wake]') : null

document.addEventListener(
  'click',
  (event) => {
    const button = wakeButton(event.target)
    if (!button) return
    /* Once hydrated, React handles the button itself: nothing to replay. */
    if (button.dataset.hydrated === 'true') return
    rememberPress(button.dataset.wake ?? '')
    void wake()
  },
  true
)
for (const type of ['pointerover', 'focusin'] as const) {
  document.addEventListener(type, (event) => wakeButton(event.target) && void wake(), {
    passive: true,
  })
}

/* Dark mode "system" follows the system's choice live, as the app does once loaded. */
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)')
darkScheme.addEventListener('change', () => {
  let mode: string | null = null
  try {
    mode = localStorage.getItem('oneuiDarkMode')
  } catch {}
  if ((mode ?? 'system') === 'system') {
    document.documentElement.classList.toggle('dark', darkScheme.matches)
  }
})

const pageData = document.querySelector('script[data-page]')?.textContent
try {
  const page = pageData ? JSON.parse(pageData) : {}
  if (page.flash && Object.values(page.flash).some(Boolean)) void wake()
} catch {
  void wake()
}
