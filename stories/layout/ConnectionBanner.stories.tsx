import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ConnectionBanner } from '@/components/layout/ConnectionBanner'
import { mobile } from './support'

/**
 * The shell's notice of the connection (decision 0033): 'You are offline' while the browser has
 * no network, 'Back online' for a moment when it returns. Fixed at the bottom left, so it moves
 * nothing, clear of the phone's bottom bar and of the floating cart total; a polite live region
 * that is always in the page, so screen readers announce each change once.
 */
const meta = {
  title: 'Components/Layout/ConnectionBanner',
  component: ConnectionBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'offline' },
} satisfies Meta<typeof ConnectionBanner>

export default meta
type Story = StoryObj<typeof meta>

const OFFLINE_TEXT =
  'You are offline. Pages you opened before still work, with the prices you last saw: they may be out of date.'

async function expectInWindow(element: HTMLElement): Promise<void> {
  const box = element.getBoundingClientRect()
  await expect(box.left).toBeGreaterThanOrEqual(0)
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)
}

/** Offline on desktop: the notice at the bottom left of the window, in the live region. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(OFFLINE_TEXT)
    await expect(getComputedStyle(status).position).toBe('fixed')
    const banner = within(status).getByText('You are offline.').closest('p') as HTMLElement
    await expect(banner).toBeVisible()
    await expectInWindow(banner)
    await expect(window.innerHeight - banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(24)
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(30 * 16)
  },
}

/** Offline on a 390 px phone: above the 60 px bottom bar, leaving the right side to the cart total. */
export const OfflineMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    const banner = within(status).getByText('You are offline.').closest('p') as HTMLElement
    await expect(banner).toBeVisible()
    await expectInWindow(banner)
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 60)
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 7 * 16)
  },
}

/** The connection has just returned: 'Back online.' (the shell clears it after a few seconds). */
export const BackOnline: Story = {
  args: { state: 'back-online' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(/^Back online\.$/)
    await expect(within(status).getByText('Back online.')).toBeVisible()
  },
}

/** Back online on a phone. */
export const BackOnlineMobile: Story = {
  args: { state: 'back-online' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Back online.')
    await expect(text).toBeVisible()
    await expect(text.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 60)
  },
}

/** Online: nothing shows, and the live region is empty (nothing to announce). */
export const Online: Story = {
  args: { state: 'online' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('')
    await expect(status.getBoundingClientRect().height).toBe(0)
  },
}
