import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Footer } from '@/components/layout/Footer'
import { fullSiteMeta } from '../fixtures/siteMeta'
import { mobile, pagesFixture } from './support'

/**
 * The footer with everything the shell gives it (spec 000 s2): description and contacts from the
 * site metadata, important links from the shop's pages (/page/{slug}), the fixed categories,
 * social and app-store links, the payment partners image and the copyright. The metadata-only
 * states (full, partial, loading) are in Components/Footer.
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

/** Pages, the fixed categories and the payment partners image. */
export const WithPagesAndCategories: Story = {
  play: async ({ canvasElement }) => {
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
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible()
    const payments = canvas.getByRole('img', { name: /We accept/ })
    await expect(payments.getBoundingClientRect().width).toBeLessThanOrEqual(390)
  },
}
