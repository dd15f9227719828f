import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import { failWith } from '@mocks/faults'
import { Shell } from '@/app/AppLayout'
import { currentLocation, recordRequests } from '../layout/support'
import { wait } from './fixtures'

const statusRequests: URL[] = []
const adRequests: URL[] = []

const popup = () => within(document.body).queryByRole('dialog', { name: 'Special offer' })

/**
 * The popup advertisement in the page shell (spec 000 s2, s4; machines/popupAd.ts): on the home
 * page, only when /api/popup-status says active, about 1 s after the page loaded; it closes on the
 * close button, Escape or the overlay, and is shown once per visit: not again on later route
 * changes, and never on another page.
 */
const meta = {
  title: 'Flows/Popup advertisement',
  component: Shell,
  tags: ['autodocs'],
  args: { children: <p>Home page content</p> },
  parameters: { layout: 'fullscreen', route: { url: '/' }, chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    statusRequests.length = 0
    adRequests.length = 0
    msw.use(
      recordRequests('get', '*/api/popup-status', statusRequests),
      recordRequests('get', '*/api/popup-advertise', adRequests),
    )
  },
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

/** Active: the popup opens about 1 s after the page loaded, with the focus on its close button. */
export const OpensAfterAboutOneSecond: Story = {
  play: async () => {
    const started = performance.now()
    await wait(700)
    await expect(popup()).toBeNull()
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1000)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus())
    await expect(within(dialog).getByRole('link', { name: 'Special offer' })).toHaveAttribute('href', '/offers')
    await expect(statusRequests).toHaveLength(1)
    await expect(adRequests).toHaveLength(1)
  },
}

/** Closed once, it does not come back when the shopper leaves the home page and returns. */
export const OncePerVisit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(popup()).toBeNull())
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('link', { name: 'About Us' }))
    await expect(currentLocation()).toBe('/page/about-us')
    await userEvent.click(canvas.getByRole('link', { name: 'MediBazar home' }))
    await expect(currentLocation()).toBe('/')
    await wait(2000)
    await expect(popup()).toBeNull()
    await expect(statusRequests).toHaveLength(1)
  },
}

/** Following the ad closes it and goes to its link. */
export const FollowTheAd: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    await userEvent.click(within(dialog).getByRole('link', { name: 'Special offer' }))
    await waitFor(() => expect(popup()).toBeNull())
    await expect(currentLocation()).toBe('/offers')
  },
}

/**
 * Escape (the real key in tests/e2e/keyboard.e2e.ts) closes it: the machine closes it, and it does
 * not come back.
 */
export const EscapeCloses: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(popup()).toBeNull())
    await wait(1500)
    await expect(popup()).toBeNull()
  },
}

/** A press on the overlay (outside the dialog's box) closes it. */
export const BackdropCloses: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    // The corner is the overlay's, not the popup's (centred whatever order the stylesheets came
    // in: tests/browser/composedStyles.test.ts).
    await expect(document.elementFromPoint(5, 5)).toBe(dialog)
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 5, clientY: 5 } })
    await waitFor(() => expect(popup()).toBeNull())
  },
}

/** Inactive status: no popup, and the ad is never asked for. */
export const Inactive: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/popup-status', ({ request }) => {
        statusRequests.push(new URL(request.url))
        return HttpResponse.json({ status: 0 })
      }),
    )
  },
  play: async () => {
    await waitFor(() => expect(statusRequests).toHaveLength(1))
    await wait(2000)
    await expect(popup()).toBeNull()
    await expect(adRequests).toHaveLength(0)
  },
}

/** The status call fails: no popup; the failure is logged. */
export const StatusFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/popup-status', 500))
  },
  play: async () => {
    const errors = spyOn(console, 'error')
    await waitFor(() =>
      expect(errors.mock.calls.some((call) => call[0] === 'Popup status could not be loaded')).toBe(true),
    )
    await wait(1500)
    await expect(popup()).toBeNull()
    await expect(adRequests).toHaveLength(0)
    errors.mockRestore()
  },
}

/** Another page: nothing is asked and nothing opens; arriving on the home page later shows it. */
export const NotOnOtherPages: Story = {
  parameters: { route: { url: '/page/about-us' } },
  play: async ({ canvasElement }) => {
    await wait(2000)
    await expect(popup()).toBeNull()
    await expect(statusRequests).toHaveLength(0)
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'MediBazar home' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Special offer' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

/** The shopper leaves the home page during the wait: it does not pop up on the other page. */
export const LeavesBeforeItOpens: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(adRequests).toHaveLength(1))
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'About Us' }))
    await wait(2000)
    await expect(popup()).toBeNull()
  },
}
