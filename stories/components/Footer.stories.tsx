import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from '@/components/layout/Footer'
import { fullSiteMeta, partialSiteMeta } from '../fixtures/siteMeta'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/**
 * The site footer (spec 000 "Shell layout"): description, phone, WhatsApp, email, CEO contact,
 * social links and app-store links (only those the shop filled in), copyright. All of it comes
 * from the site metadata (GET /api/v2/tags); while that is missing the footer keeps its height.
 * Important links (pages), categories and the payment partners image arrive with the shell issue.
 */
const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { meta: fullSiteMeta },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** Every field of the site metadata filled in. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const footer = canvas.getByRole('contentinfo')
    await expect(footer).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByText(fullSiteMeta.meta_description)).toBeVisible()

    await expect(canvas.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678')
    await expect(canvas.getByRole('link', { name: /01712345678/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801712345678',
    )
    await expect(canvas.getByRole('link', { name: 'support@medibazar.com.bd' })).toHaveAttribute(
      'href',
      'mailto:support@medibazar.com.bd',
    )
    await expect(canvas.getByRole('link', { name: 'ceo@medibazar.com.bd' })).toHaveAttribute(
      'href',
      'mailto:ceo@medibazar.com.bd',
    )

    const external = [
      ['Facebook', fullSiteMeta.facebook],
      ['Instagram', fullSiteMeta.instagram],
      ['YouTube', fullSiteMeta.youtube],
      ['LinkedIn', fullSiteMeta.linkdin],
      ['Get it on Google Play', fullSiteMeta.android_apps],
      ['Download on the App Store', fullSiteMeta.ios],
    ] as const
    for (const [label, href] of external) {
      const link = canvas.getByRole('link', { name: `${label} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(canvas.getByText(fullSiteMeta.copyright)).toBeVisible()
  },
}

/** Only some fields filled in: absent links and sections are not rendered. */
export const Partial: Story = {
  args: { meta: partialSiteMeta },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: '01712-345678' })).toHaveAttribute('href', 'tel:01712345678')
    await expect(canvas.getByRole('link', { name: /Facebook/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible()
    for (const absent of [/Instagram/, /YouTube/, /LinkedIn/, /App Store/, /WhatsApp/]) {
      await expect(canvas.queryByRole('link', { name: absent })).toBeNull()
    }
    await expect(canvas.queryByText('WhatsApp')).toBeNull()
    await expect(canvas.queryByText('CEO')).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'About us' })).toBeNull()
    await expect(canvas.getByText('© 2025 MediBazar')).toBeVisible()
  },
}

/** Metadata not there yet (or failed): a placeholder of the same height, no links. */
export const Loading: Story = {
  args: { meta: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const footer = canvas.getByRole('contentinfo')
    await expect(footer).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByTestId('footer-placeholder')).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.queryByRole('link')).toBeNull()
    // Height is reserved (16rem of content area at least), so the page does not jump later.
    await expect(footer.getBoundingClientRect().height).toBeGreaterThanOrEqual(256)
  },
}

/** Full footer on a 390 px phone: one column. */
export const MobileFull: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Contact us' })).toBeVisible()
    const footer = canvas.getByRole('contentinfo')
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth)
  },
}

/** Loading on a phone. */
export const MobileLoading: Story = {
  args: { meta: null },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true')
  },
}
