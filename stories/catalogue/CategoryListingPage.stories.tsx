import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { cartStore } from '@/cart/cartStore'
import CategoryPage from '@/pages/catalogue/CategoryPage'
import MainCategoryPage from '@/pages/catalogue/MainCategoryPage'
import SubCategoryPage from '@/pages/catalogue/SubCategoryPage'
import { mobile, recordRequests, withBackButton, type Recorded } from './support'

/** Names of the product cards on screen, in order. */
function cardNames(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: /^Products in / })
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '')
}

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current-location')

/**
 * The listing pages on the mock shop (spec 000 "Listing pages"). /product/{slug} is served by
 * GET /api/category-product/{slug} (a main category and all its children); /category/{slug} and
 * /sub-category/{slug} by GET /api/categorywiseproduct/{slug} (exactly that category). Page and
 * sort live in the query string; a change refetches, and back restores the previous state.
 */
const meta = {
  title: 'Pages/CategoryListing',
  component: MainCategoryPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '/product/:slug', url: '/product/medicines' } },
} satisfies Meta<typeof MainCategoryPage>

export default meta
type Story = StoryObj<typeof meta>

const listingCalls: Recorded[] = []

/**
 * /product/medicines: 91 medicines in 5 pages of 20. Next page, then a sort: each is a new URL
 * and a new call; Back restores page 2 with the default sort.
 */
export const MainCategory: Story = {
  decorators: [withBackButton],
  beforeEach({ msw }) {
    listingCalls.length = 0
    msw.use(recordRequests('get', '*/api/category-product/:slug', listingCalls))
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Medicines' })).toBeVisible()
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(20))
    await expect(cardNames(canvasElement)[0]).toBe('Napa 500 mg Tablet')
    await expect(canvas.getByText('Showing 1–20 of 91 products')).toBeVisible()
    await expect(document.title).toBe('Medicines | Online Pharmacy')
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(within(crumbs).getByText('Medicines')).toHaveAttribute('aria-current', 'page')
    await expect(listingCalls.at(-1)?.url.pathname).toBe('/api/category-product/medicines')

    await step('Next page: ?page=2 in the URL, page 2 from the server', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Next' }))
      await expect(location(canvasElement)).toHaveTextContent('/product/medicines?page=2')
      await waitFor(() => expect(canvas.getByText('Showing 21–40 of 91 products')).toBeVisible())
      await expect(listingCalls.at(-1)?.url.searchParams.get('page')).toBe('2')
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus()
    })

    await step('Sort: ?sort=price_asc, back to page 1, cheapest first', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high')
      await expect(location(canvasElement)).toHaveTextContent('/product/medicines?sort=price_asc')
      await waitFor(() => expect(cardNames(canvasElement)[0]).toBe('Ecosprin 75 mg Tablet'))
      const last = listingCalls.at(-1)?.url.searchParams
      await expect(last?.get('sort')).toBe('price_asc')
      await expect(last?.get('page')).toBe('1')
    })

    await step('Back: page 2 with the default sort again', async () => {
      await userEvent.click(canvas.getByTestId('history-back'))
      await expect(location(canvasElement)).toHaveTextContent('/product/medicines?page=2')
      await waitFor(() => expect(canvas.getByText('Showing 21–40 of 91 products')).toBeVisible())
      await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default')
      await expect(cardNames(canvasElement)[0]).toBe('Omep 20 mg Capsule')
    })
  },
}

/** Opened with page and sort in the URL (a shared link or a reload): both are applied. */
export const RestoredFromUrl: Story = {
  parameters: { route: { path: '/product/:slug', url: '/product/medicines?sort=price_desc&page=5' } },
  beforeEach({ msw }) {
    listingCalls.length = 0
    msw.use(recordRequests('get', '*/api/category-product/:slug', listingCalls))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('Showing 81–91 of 91 products')).toBeVisible())
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc')
    const sent = listingCalls.at(-1)?.url.searchParams
    await expect(sent?.get('page')).toBe('5')
    await expect(sent?.get('sort')).toBe('price_desc')
    const pages = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Page 5')
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull()
  },
}

/**
 * /category/fever-pain (a child category, GET /api/categorywiseproduct): the breadcrumb shows the
 * main category, the sidebar opens Medicines and marks Fever & Pain; one page, no pagination.
 */
export const ChildCategory: Story = {
  render: () => <CategoryPage />,
  parameters: { route: { path: '/category/:slug', url: '/category/fever-pain' } },
  beforeEach({ msw }) {
    listingCalls.length = 0
    msw.use(recordRequests('get', '*/api/categorywiseproduct/:slug', listingCalls))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fever & Pain' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('18 products')).toBeVisible())
    await expect(listingCalls.at(-1)?.url.pathname).toBe('/api/categorywiseproduct/fever-pain')
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    const sidebar = canvas.getByRole('navigation', { name: 'Product categories' })
    await expect(within(sidebar).getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(within(sidebar).getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()

    // The sidebar leads to another category: a new listing, its own call.
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Skincare & Beauty subcategories' }))
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Korean Beauty' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Korean Beauty' })).toBeVisible()
    await waitFor(() => expect(listingCalls.at(-1)?.url.pathname).toBe('/api/categorywiseproduct/korean-beauty'))
    await waitFor(() => expect(canvas.getByText('6 products')).toBeVisible())
  },
}

/** /sub-category/{slug} is the same listing on GET /api/categorywiseproduct. */
export const SubCategoryRoute: Story = {
  render: () => <SubCategoryPage />,
  parameters: { route: { path: '/sub-category/:slug', url: '/sub-category/special-price' } },
  beforeEach({ msw }) {
    listingCalls.length = 0
    msw.use(recordRequests('get', '*/api/categorywiseproduct/:slug', listingCalls))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Special Price' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('4 products')).toBeVisible())
    await expect(listingCalls.at(-1)?.url.pathname).toBe('/api/categorywiseproduct/special-price')
    const sidebar = canvas.getByRole('navigation', { name: 'Product categories' })
    await expect(within(sidebar).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers')
  },
}

/** Add to Cart from a listing: the toast, the cart in storage, and the card turns to 'View Item'. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const add = await canvas.findByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' })
    await userEvent.click(add)
    const toast = await within(document.body).findByText('Product added to cart')
    await waitFor(() => expect(toast).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' })).toBeVisible()
    await expect(cartStore.getSnapshot().map((line) => [line.slug, line.qty])).toEqual([['napa-500-mg-tablet', 1]])
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1)
  },
}

/** An unknown slug: the server's empty paginator, 'No product found', the slug made readable. */
export const Empty: Story = {
  parameters: { route: { path: '/product/:slug', url: '/product/vitamin-gummies' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No product found')).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vitamin Gummies' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

/** While the listing call is in flight: skeleton cards, the grid marked busy; the sort still works. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/category-product/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Medicines' })).toBeVisible()
    await expect(canvas.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('list', { name: 'Products in Medicines' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeEnabled()
  },
}

/** The listing call fails: a message and 'Try again', which asks again and shows the products. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/category-product/{slug}', 404, { message: 'Not Found' }, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Products could not be loaded.')
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getByText('Showing 1–20 of 91 products')).toBeVisible())
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The category tree fails: the listing still works, the sidebar keeps Offers and Special Price. */
export const CategoriesFail: Story = {
  parameters: { route: { path: '/category/:slug', url: '/category/fever-pain' } },
  render: () => <CategoryPage />,
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/categories/', 404))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fever Pain' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('18 products')).toBeVisible())
    const sidebar = canvas.getByRole('navigation', { name: 'Product categories' })
    await expect(within(sidebar).getByRole('link', { name: 'Special Price' })).toHaveAttribute(
      'href',
      '/category/special-price',
    )
  },
}

/** A 390 px phone: two columns, the categories folded behind a button. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The list is named after the category once the category tree has arrived too.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Medicines' })).toBeVisible()
    await waitFor(() => expect(canvas.getByText('Showing 1–20 of 91 products')).toBeVisible())
    const list = await canvas.findByRole('list', { name: 'Products in Medicines' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
    const toggle = canvas.getByRole('button', { name: 'Categories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Baby Care' })).toBeNull()
    await userEvent.click(toggle)
    await expect(canvas.getByRole('link', { name: 'Baby Care' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
