import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchResults } from '@/components/catalogue'
import { products } from '../fixtures/products'
import { cartBindings, manyProducts, mobile } from './support'

/**
 * The search results (spec 000 "Search results page"): 'Search Results for' and the query,
 * 'Searching...', the error area, the grid, 'No products found.' and pagination; a search box when
 * there is no query. Pages/Search wires it to the search call and the URL.
 */
const meta = {
  title: 'Components/Catalogue/SearchResults',
  component: SearchResults,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/search/napa' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    query: 'napa',
    products,
    loading: false,
    page: 1,
    lastPage: 1,
    total: products.length,
    perPage: 20,
    hrefForPage: (page: number) => `/search/napa?page=${page}`,
    cart: cartBindings(),
    onSearch: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchResults>

export default meta
type Story = StoryObj<typeof meta>

/** Results on one page. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for “napa”')
    await expect(
      within(canvas.getByRole('list', { name: 'Search results for napa' })).getAllByRole('listitem'),
    ).toHaveLength(products.length)
    await expect(canvas.queryByRole('navigation', { name: 'Search results pages' })).toBeNull()
  },
}

/** Many pages: pagination under the grid. */
export const ManyPages: Story = {
  args: { products: manyProducts(20), page: 2, lastPage: 4, total: 77 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Showing 21–40 of 77 products')).toBeVisible()
    const pages = canvas.getByRole('navigation', { name: 'Search results pages' })
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search/napa?page=3')
  },
}

/** 'Searching...' while the call is in flight. */
export const Searching: Story = {
  args: { products: [], loading: true, total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Searching...', { selector: 'p[aria-hidden]' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching...')
  },
}

/** No results: 'No products found.' */
export const NoResults: Story = {
  args: { query: 'xyzzy', products: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found.')).toBeVisible()
  },
}

/** The error area: the server's message, 'Try again'. */
export const Failed: Story = {
  args: { products: [], error: 'Search failed.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Search failed.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** A long Bangla query wraps. */
export const LongBanglaQuery: Story = {
  args: { query: 'নাপা সাসপেনশন শিশুদের জ্বর ও ব্যথার জন্য ১২০ মি.গ্রা./৫ মি.লি.', products: [], total: 0 },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent('নাপা সাসপেনশন')
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth)
  },
}

/** No query: a search box; the trimmed text is emitted, a blank one is not. */
export const NoQuery: Story = {
  args: { query: '  ', products: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('searchbox', { name: 'Medicine, generic or brand name' })
    await userEvent.type(box, '  {Enter}')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await userEvent.type(box, 'seclo  ')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('seclo')
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Search results for napa' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
  },
}
