import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith, emptyList, failWith, hang } from '@mocks/faults'
import LandingPage from '@/pages/catalogue/LandingPage'
import ManufacturerPage from '@/pages/catalogue/ManufacturerPage'
import OffersPage from '@/pages/catalogue/OffersPage'
import { maxpro } from '../fixtures/products'
import { manyProducts, mobile, withBackButton } from './support'

function cards(canvasElement: HTMLElement, name: string | RegExp) {
  const list = within(canvasElement).getByRole('list', { name })
  return within(list).getAllByRole('listitem')
}

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current-location')

/**
 * Product collections paged on the client, 20 per page, the page in the query string: the offers
 * page (GET /api/offers, spec 000 "Offers page"), a manufacturer's products (GET
 * /api/manufacture/{manufacture}) and landing pages (GET /api/v2/landing-page/{slug}, the grid
 * reads the answer's data). Skeletons show only while the call is in flight.
 */
const meta = {
  title: 'Pages/Collections',
  component: OffersPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '/offers', url: '/offers' } },
} satisfies Meta<typeof OffersPage>

export default meta
type Story = StoryObj<typeof meta>

/** The shop's 39 offers: 20 on page 1, 19 on page 2 (no new call: the list is paged on the client); Back returns. */
export const Offers: Story = {
  decorators: [withBackButton],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible()
    await waitFor(() => expect(cards(canvasElement, 'Products on offer')).toHaveLength(20))
    await expect(canvas.getByText('Showing 1–20 of 39 products')).toBeVisible()
    await expect(document.title).toBe('Offers | Online Pharmacy')
    // Every offer shows its discount price and the original struck through.
    await expect(canvasElement.querySelectorAll('del')).toHaveLength(20)

    await step('Page 2', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Next' }))
      await expect(location(canvasElement)).toHaveTextContent('/offers?page=2')
      await expect(cards(canvasElement, 'Products on offer')).toHaveLength(19)
      await expect(canvas.getByText('Showing 21–39 of 39 products')).toBeVisible()
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus()
    })

    await step('Back', async () => {
      await userEvent.click(canvas.getByTestId('history-back'))
      await expect(location(canvasElement)).toHaveTextContent(/^\/offers$/)
      await expect(cards(canvasElement, 'Products on offer')).toHaveLength(20)
    })
  },
}

/** 150 offers: 8 pages; on page 6 the window shows 4-8 with First, Previous, Next, Last. */
export const ManyPages: Story = {
  parameters: { route: { path: '/offers', url: '/offers?page=6' } },
  beforeEach({ msw }) {
    msw.use(answerWith('GET', '/api/offers', { data: manyProducts(150) }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('Showing 101–120 of 150 products')).toBeVisible())
    const pages = canvas.getByRole('navigation', { name: 'Pagination' })
    const numbers = within(pages)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
      .filter((text) => /^Page \d+$/.test(text))
    await expect(numbers).toEqual(['Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8'])
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Page 6')
    for (const step of ['First', 'Previous', 'Next', 'Last']) {
      await expect(within(pages).getByRole('link', { name: step })).toBeVisible()
    }
    await expect(within(pages).getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/offers?page=8')
  },
}

/** A page past the end shows the last page. */
export const PagePastTheEnd: Story = {
  parameters: { route: { path: '/offers', url: '/offers?page=99' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('Showing 21–39 of 39 products')).toBeVisible())
  },
}

/** An offer that ran out of stock shows the disabled 'Out of Stock' button. */
export const OutOfStockOffer: Story = {
  beforeEach({ msw }) {
    msw.use(answerWith('GET', '/api/offers', { data: [{ ...maxpro, discount_price: 60 }, ...manyProducts(3)] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Out of Stock Maxpro 20 mg Tablet' })).toBeDisabled()
    await expect(canvas.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(3)
  },
}

/** While /api/offers is in flight: skeletons, no pagination. */
export const OffersLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/offers'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('list', { name: 'Products on offer' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

/** No offers: 'No product found'. */
export const OffersEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/offers'))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No product found')).toBeVisible()
  },
}

/** /api/offers fails: a message and 'Try again'. */
export const OffersError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/offers', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Offers could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards(canvasElement, 'Products on offer')).toHaveLength(20))
  },
}

/** Offers on a 390 px phone: two columns. */
export const OffersMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(cards(canvasElement, 'Products on offer')).toHaveLength(20))
    const list = canvas.getByRole('list', { name: 'Products on offer' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** /manufacture-products/Square Pharmaceuticals: the manufacturer link of a product page; 31 products, 2 pages. */
export const Manufacturer: Story = {
  render: () => <ManufacturerPage />,
  parameters: {
    route: {
      path: '/manufacture-products/:manufacture',
      url: `/manufacture-products/${encodeURIComponent('Square Pharmaceuticals')}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Square Pharmaceuticals' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('Showing 1–20 of 31 products')).toBeVisible())
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/manufacture-products/Square%20Pharmaceuticals?page=2',
    )
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }))
    await waitFor(() => expect(canvas.getByText('Showing 21–31 of 31 products')).toBeVisible())
    await expect(document.title).toBe('Square Pharmaceuticals | Online Pharmacy')
  },
}

/** A manufacturer with no products. */
export const ManufacturerEmpty: Story = {
  render: () => <ManufacturerPage />,
  parameters: {
    route: { path: '/manufacture-products/:manufacture', url: '/manufacture-products/Unknown%20Labs' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No product found')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unknown Labs' })).toBeVisible()
  },
}

/** /landing-page/winter-care: the answer's title and its data as the grid. */
export const Landing: Story = {
  render: () => <LandingPage />,
  parameters: { route: { path: '/landing-page/:slug', url: '/landing-page/winter-care' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Winter Care Essentials' })).toBeVisible()
    await waitFor(() => expect(cards(canvasElement, 'Products of Winter Care Essentials')).toHaveLength(6))
    await expect(document.title).toBe('Winter Care Essentials | Online Pharmacy')
  },
}

/** While the landing page loads: a title placeholder and skeleton cards. */
export const LandingLoading: Story = {
  render: () => <LandingPage />,
  parameters: { route: { path: '/landing-page/:slug', url: '/landing-page/winter-care' } },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/v2/landing-page/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Loading')
    await expect(canvas.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0)
  },
}

/** An unknown landing page (404): the not-found page. */
export const LandingNotFound: Story = {
  render: () => <LandingPage />,
  parameters: { route: { path: '/landing-page/:slug', url: '/landing-page/summer-2019' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByText('This offer page does not exist or has ended.')).toBeVisible()
  },
}
