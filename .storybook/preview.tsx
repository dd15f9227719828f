import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { handlers } from '@mocks/handlers'
import { resetMockShop } from '@mocks/store'
import { toast } from 'react-toastify/unstyled'
import { configure } from 'storybook/test'
import { closeCartPanel, takeCartPanelOpener } from '@/cart/panel'
import { resetCartSync } from '@/cart/serverSync'
import { loadStoryLanguage, withIsolatedSWR, withLocale, withRouter, withToasts } from './decorators'
import { applySession, type SessionParameter } from './session'
import 'react-toastify/dist/ReactToastify.css'
import '@/styles/global.css'
import { addBanglaFont } from '@/lib/banglaFont'
import './storybook.css'

export const VIEWPORTS = {
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const

// How long findBy* and waitFor wait for what a play function expects: 15 s, not Testing Library's
// 1 s. A bound, not a timing (a wait ends as soon as what it expects is there): in a clean clone's
// run, a part whose code loads on demand (a menu at its click, a section when scrolled near) is
// transformed cold by the dev server at that moment, which took 5-10 s on a busy 2-core machine.
// At 5 s, three stories failed that way once each, each in a different place.
configure({ asyncUtilTimeout: 15_000 })

// The Bangla font's self-hosted faces, as a Bangla page has them once it has loaded them.
addBanglaFont()

const preview: Preview = {
  // The mock shop's handlers are the worker's initial handlers: they survive the addon's reset
  // between stories, and a story adds overrides with `beforeEach({ msw }) { msw.use(...) }`.
  loaders: [
    loadStoryLanguage,
    mswLoader(async () => {
      const worker = setupWorker(...handlers)
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      })
      return worker
    }),
  ],
  // First is innermost: the router wraps the story only, so a story that navigates keeps its
  // SWR cache and its toasts.
  decorators: [withRouter, withIsolatedSWR, withToasts, withLocale],
  beforeEach(context) {
    // Every story starts from the seeded shop and a browser with only what it asks for.
    resetMockShop()
    applySession(context.parameters.session as SessionParameter | undefined)
    // ...and from a page with nothing left over: no queued cart call, a closed cart panel, no
    // toast, no analytics data layer.
    resetCartSync()
    closeCartPanel()
    takeCartPanelOpener()
    toast.dismiss()
    Reflect.deleteProperty(window, 'dataLayer')
  },
  afterEach() {
    // A class built from a CSS module's missing key (`${styles[variant]}` for a variant without a
    // rule) reaches the page as the word "undefined", and `${on && styles.x}` as "false": every
    // story fails on either, portals included.
    const stray = document.querySelector('[class~="undefined"], [class~="null"], [class~="false"]')
    if (stray)
      throw new Error(
        `A class attribute holds "undefined", "null" or "false": <${stray.tagName.toLowerCase()} class="${stray.getAttribute('class') ?? ''}">`,
      )
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'Design', 'Components', 'Pages', 'Flows'] } },
  },
  // The language toolbar: every story in English (the spec's texts) or as a Bangla page.
  globalTypes: {
    locale: {
      description: 'The page’s language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'bn', title: 'বাংলা' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false }, locale: 'en' },
}

export default preview
