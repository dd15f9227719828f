import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Footer } from '@/components/layout/Footer'
import { fullSiteMeta, partialSiteMeta } from '../fixtures/siteMeta'
import { mobile, pagesFixture } from './support'

/**
 * The footer with everything the shell gives it (spec 000 s2): description and contacts from the
 * site metadata, important links from the shop's pages (/page/{slug}), the fixed categories,
 * social and app-store links (only those the shop filled in), the payment partners image and the
 * copyright. While the metadata is missing the footer keeps its height.
 */
const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { meta: fullSiteMeta, pages: pagesFixture },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** The footer's columns come in their own chunk: waits until they replace the placeholder. */
async function contentShown(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-testid="footer-placeholder"]')).toBeNull())
}

const FIXED_CATEGORIES = [
  ['Medicines', '/product/medicines'],
  ['Baby Care', '/product/baby-care'],
  ['Hair Care', '/product/hair-care'],
  ['Personal Care', '/product/personal-care'],
  ['Nutrition', '/product/nutrition'],
  ['Pet Care', '/product/pet-care'],
  ['Skincare & Beauty', '/product/skincare-beauty'],
  ['Korean Beauty', '/category/korean-beauty'],
] as const

/** Every field of the site metadata filled in. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await contentShown(canvasElement)
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
    await contentShown(canvasElement)
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

/** Pages, the fixed categories and the payment partners image. */
export const WithPagesAndCategories: Story = {
  play: async ({ canvasElement }) => {
    await contentShown(canvasElement)
    const canvas = within(canvasElement)
    const pages = within(canvas.getByRole('navigation', { name: 'Important links' }))
    await expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/page/about-us',
      '/page/privacy-policy',
      '/page/return-policy',
    ])
    const categories = within(canvas.getByRole('navigation', { name: 'Categories' }))
    for (const [name, href] of FIXED_CATEGORIES) {
      await expect(categories.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    const payments = canvas.getByRole('img', { name: /We accept Visa, Mastercard/ })
    await expect(payments).toHaveAttribute('src', '/images/payment-partners.svg')
    await expect(payments).toHaveAttribute('width', '560')
    await expect(canvas.getByText(fullSiteMeta.copyright)).toBeVisible()
    await userEvent.click(pages.getByRole('link', { name: 'Privacy Policy' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/page/privacy-policy')
  },
}

/** The pages call failed (logged): no important links; everything else is there. */
export const PagesFailed: Story = {
  args: { pages: [] },
  play: async ({ canvasElement }) => {
    await contentShown(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('navigation', { name: 'Important links' })).toBeNull()
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Contact us' })).toBeVisible()
  },
}

/** The metadata call failed: pages, categories and payment partners still show; no placeholder. */
export const MetadataFailed: Story = {
  args: { meta: null, metaFailed: true },
  play: async ({ canvasElement }) => {
    await contentShown(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('contentinfo')).not.toHaveAttribute('aria-busy')
    await expect(canvas.queryByTestId('footer-placeholder')).toBeNull()
    await expect(canvas.getByRole('navigation', { name: 'Important links' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Medicines' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: /We accept/ })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Contact us' })).toBeNull()
  },
}

/** Metadata still loading: the placeholder keeps the footer's height. */
export const Loading: Story = {
  args: { meta: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByTestId('footer-placeholder')).toBeVisible()
    await expect(canvas.getByTestId('footer-placeholder')).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.queryByRole('link', { name: /Facebook|WhatsApp|@medibazar/ })).toBeNull()
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().height).toBeGreaterThanOrEqual(352)
  },
}

/** A phone: one column, no sideways scrolling, room for the bottom bar. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const footer = canvas.getByRole('contentinfo')
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth)
    await expect(canvas.getByRole('heading', { name: 'Contact us' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible()
    const payments = canvas.getByRole('img', { name: /We accept/ })
    await expect(payments.getBoundingClientRect().width).toBeLessThanOrEqual(390)
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
