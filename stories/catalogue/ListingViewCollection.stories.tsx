import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListingView } from '@/components/catalogue'
import { cartBindings, manyProducts, mobile } from './support'

/**
 * ListingView as a product collection paged on the client (offers, a manufacturer, a landing page):
 * title, count, grid and First / Previous / 5 pages / Next / Last; no sort, no sidebar.
 * Pages/Collections wires it to the calls.
 */
const meta = {
  title: 'Components/Catalogue/ListingView/Collection',
  component: ListingView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/offers' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Offers',
    breadcrumb: [{ label: 'Offers' }],
    products: manyProducts(20),
    total: 39,
    loading: false,
    page: 1,
    lastPage: 2,
    perPage: 20,
    hrefForPage: (page: number) => (page <= 1 ? '/offers' : `/offers?page=${page}`),
    cart: cartBindings(),
    listLabel: 'Products on offer',
    onRetry: fn(),
  },
} satisfies Meta<typeof ListingView>

export default meta
type Story = StoryObj<typeof meta>

/** Page 1 of 2; no sort select, no category sidebar. */
export const TwoPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Showing 1–20 of 39 products')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/offers?page=2')
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Product categories' })).toBeNull()
  },
}

/** Loading: skeletons, no pagination. */
export const Loading: Story = {
  args: { products: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('list', { name: 'Products on offer' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

/** Empty. */
export const Empty: Story = {
  args: { products: [], total: 0, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No product found')).toBeVisible()
  },
}

/** Error with 'Try again'. */
export const LoadFailed: Story = {
  args: { products: [], total: 0, error: 'Offers could not be loaded.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products on offer' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
