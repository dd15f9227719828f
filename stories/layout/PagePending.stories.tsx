import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PagePending } from '@/components/layout/PagePending'
import { mobile } from './support'

/**
 * The place of a page that draws its content in the browser (account, checkout, cart, forms)
 * while a server-rendered document hydrates: a neutral skeleton, announced as loading.
 */
const meta = {
  title: 'Components/Layout/PagePending',
  component: PagePending,
  tags: ['autodocs'],
} satisfies Meta<typeof PagePending>

export default meta
type Story = StoryObj<typeof meta>

/** The default: a status that screen readers hear as 'Loading the page…', busy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading the page…')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    // A title bar and three lines, no text a sighted shopper could mistake for content.
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4)
  },
}

/** Another label. */
export const CustomLabel: Story = {
  args: { label: 'Loading your cart…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart…')
  },
}

/** On a phone the skeleton fits the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(390)
  },
}

/** Under reduced motion the skeleton does not shimmer. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bone = within(canvasElement).getByRole('status').querySelector('[aria-hidden="true"]')
    if (!bone) throw new Error('no skeleton')
    const animated = getComputedStyle(bone).animationName !== 'none'
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    await expect(animated).toBe(!reduced)
  },
}
