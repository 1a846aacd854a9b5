import { test } from '@japa/runner'
import { commands, rootClasses } from '../../inertia/layout_settings/commands.js'
import { DEFAULT_SETTINGS } from '../../inertia/layout_settings/defaults.js'
import { parseLayoutChoices } from '../../inertia/layout_settings/persistence.js'

const DESKTOP = 1280
const MOBILE = 390
const s = DEFAULT_SETTINGS

test.group('Layout settings: defaults', () => {
  test('match the original template', ({ assert }) => {
    assert.include(s, { header: true, sidebar: true, sideOverlay: true, footer: true })
    assert.include(s, { colorTheme: '', darkMode: 'system', sidebarLeft: true, sidebarMini: false })
    assert.include(s, {
      sidebarDark: true,
      sidebarVisibleDesktop: true,
      sidebarVisibleMobile: false,
    })
    assert.include(s, { sideOverlayVisible: false, sideOverlayHoverable: false, pageOverlay: true })
    assert.include(s, {
      headerFixed: true,
      headerDark: false,
      headerSearch: false,
      headerLoader: false,
    })
    assert.include(s, {
      pageLoader: false,
      rtlSupport: false,
      sideTransitions: true,
      mainContent: '',
    })
  })
})

test.group('Layout settings: sidebar commands', () => {
  test('open/close/toggle act on the desktop flag above 991 px', ({ assert }) => {
    assert.deepEqual(commands.sidebar(s, 'toggle', DESKTOP), { sidebarVisibleDesktop: false })
    assert.deepEqual(commands.sidebar(s, 'close', DESKTOP), { sidebarVisibleDesktop: false })
    assert.deepEqual(commands.sidebar({ ...s, sidebarVisibleDesktop: false }, 'open', 992), {
      sidebarVisibleDesktop: true,
    })
  })

  test('and on the mobile drawer at 991 px and below', ({ assert }) => {
    assert.deepEqual(commands.sidebar(s, 'toggle', MOBILE), { sidebarVisibleMobile: true })
    assert.deepEqual(commands.sidebar(s, 'open', 991), { sidebarVisibleMobile: true })
    assert.deepEqual(commands.sidebar({ ...s, sidebarVisibleMobile: true }, 'close', MOBILE), {
      sidebarVisibleMobile: false,
    })
  })

  test('mini mode applies on desktop only', ({ assert }) => {
    assert.deepEqual(commands.sidebarMini(s, 'toggle', DESKTOP), { sidebarMini: true })
    assert.deepEqual(commands.sidebarMini(s, 'on', DESKTOP), { sidebarMini: true })
    assert.deepEqual(commands.sidebarMini({ ...s, sidebarMini: true }, 'off', DESKTOP), {
      sidebarMini: false,
    })
    assert.deepEqual(commands.sidebarMini(s, 'on', MOBILE), {})
  })

  test('position and style', ({ assert }) => {
    assert.deepEqual(commands.sidebarPosition(s, 'right'), { sidebarLeft: false })
    assert.deepEqual(commands.sidebarPosition(s, 'toggle'), { sidebarLeft: false })
    assert.deepEqual(commands.sidebarStyle(s, 'light'), { sidebarDark: false })
    assert.deepEqual(commands.sidebarStyle({ ...s, sidebarDark: false }, 'toggle'), {
      sidebarDark: true,
    })
  })
})

test.group('Layout settings: other commands', () => {
  test('side overlay, hover and page overlay', ({ assert }) => {
    assert.deepEqual(commands.sideOverlay(s, 'open'), { sideOverlayVisible: true })
    assert.deepEqual(commands.sideOverlay({ ...s, sideOverlayVisible: true }, 'toggle'), {
      sideOverlayVisible: false,
    })
    assert.deepEqual(commands.sideOverlayHover(s, 'toggle'), { sideOverlayHoverable: true })
    assert.deepEqual(commands.pageOverlay(s, 'off'), { pageOverlay: false })
  })

  test('header fixed/static, style, search, loaders', ({ assert }) => {
    assert.deepEqual(commands.header(s, 'static'), { headerFixed: false })
    assert.deepEqual(commands.header({ ...s, headerFixed: false }, 'toggle'), { headerFixed: true })
    assert.deepEqual(commands.headerStyle(s, 'dark'), { headerDark: true })
    assert.deepEqual(commands.headerSearch(s, 'on'), { headerSearch: true })
    assert.deepEqual(commands.headerLoader(s, 'toggle'), { headerLoader: true })
    assert.deepEqual(commands.pageLoader(s, 'on'), { pageLoader: true })
  })

  test('main content full/boxed/narrow', ({ assert }) => {
    assert.deepEqual(commands.mainContent(s, 'boxed'), { mainContent: 'boxed' })
    assert.deepEqual(commands.mainContent(s, 'narrow'), { mainContent: 'narrow' })
    assert.deepEqual(commands.mainContent({ ...s, mainContent: 'boxed' }, 'full'), {
      mainContent: '',
    })
  })

  test('dark mode: on, off, and system following the preference', ({ assert }) => {
    assert.deepEqual(commands.darkMode(s, 'on', false), { darkMode: 'on', darkModeActive: true })
    assert.deepEqual(commands.darkMode(s, 'off', true), { darkMode: 'off', darkModeActive: false })
    assert.deepEqual(commands.darkMode(s, 'system', true), {
      darkMode: 'system',
      darkModeActive: true,
    })
    assert.deepEqual(commands.darkMode(s, 'system', false), {
      darkMode: 'system',
      darkModeActive: false,
    })
  })

  test('colour theme: known names only, default clears it', ({ assert }) => {
    assert.deepEqual(commands.colorTheme(s, 'city'), { colorTheme: 'city' })
    assert.deepEqual(commands.colorTheme({ ...s, colorTheme: 'city' }, 'default'), {
      colorTheme: '',
    })
    assert.deepEqual(commands.colorTheme(s, 'neon' as never), {})
  })

  test('root classes: dark and exactly one theme class', ({ assert }) => {
    assert.deepEqual(rootClasses({ darkModeActive: true, colorTheme: 'flat' }), {
      dark: true,
      theme: 'theme-flat',
    })
    assert.deepEqual(rootClasses({ darkModeActive: false, colorTheme: '' }), {
      dark: false,
      theme: null,
    })
  })
})

test.group('Layout settings: regions and stored choices', () => {
  test('region shows or leaves out header, sidebar, side overlay, footer', ({ assert }) => {
    assert.deepEqual(commands.region(s, 'footer', 'off'), { footer: false })
    assert.deepEqual(commands.region(s, 'sideOverlay', 'toggle'), { sideOverlay: false })
    assert.deepEqual(commands.region({ ...s, header: false }, 'header', 'on'), { header: true })
    assert.deepEqual(commands.region({ ...s, sidebar: false }, 'sidebar', 'toggle'), {
      sidebar: true,
    })
  })

  test('stored layout choices: valid values kept, anything else dropped', ({ assert }) => {
    assert.deepEqual(
      parseLayoutChoices(
        '{"sidebarLeft":false,"sidebarDark":false,"headerFixed":false,"headerDark":true,"mainContent":"narrow"}'
      ),
      {
        sidebarLeft: false,
        sidebarDark: false,
        headerFixed: false,
        headerDark: true,
        mainContent: 'narrow',
      }
    )
    assert.deepEqual(
      parseLayoutChoices('{"sidebarLeft":"no","mainContent":"wide","footer":false}'),
      {}
    )
    assert.deepEqual(parseLayoutChoices('{"mainContent":""}'), { mainContent: '' })
    assert.deepEqual(parseLayoutChoices('not json'), {})
    assert.deepEqual(parseLayoutChoices('null'), {})
    assert.deepEqual(parseLayoutChoices(null), {})
  })
})
