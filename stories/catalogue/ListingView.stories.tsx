import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategorySidebar, ListingView } from '@/components/catalogue'
import { products } from '../fixtures/products'
import { cartBindings, categoryTree, manyProducts, mobile } from './support'

const hrefForPage = (page: number) => (page <= 1 ? '/category/fever-pain' : `/category/fever-pain?page=${page}`)

/**
 * ListingView as a category listing (spec 000 "Listing pages"): breadcrumb, title with the product
 * count, the sort select and the category sidebar (its `sort` and `sidebar`), the grid with its
 * skeleton, 'No product found', and pagination. The pages (Pages/CategoryListing) wire it to the
 * listing calls and the URL. Without sort and sidebar: ListingView/Collection.
 */
const meta = {
  title: 'Components/Catalogue/ListingView/Category',
  component: ListingView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/category/fever-pain' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Fever & Pain',
    breadcrumb: [{ label: 'Medicines', to: '/product/medicines' }, { label: 'Fever & Pain' }],
    products: manyProducts(20),
    total: 45,
    perPage: 20,
    loading: false,
    page: 1,
    lastPage: 3,
    hrefForPage,
    sort: { value: 'default', onChange: fn() },
    sidebar: <CategorySidebar categories={categoryTree} activeSlug="fever-pain" />,
    listLabel: 'Products in Fever & Pain',
    onRetry: fn(),
    cart: cartBindings(),
  },
  argTypes: { sidebar: { control: false } },
} satisfies Meta<typeof ListingView>

export default meta
type Story = StoryObj<typeof meta>

/** Page 1 of 3: 20 cards in 4 columns, the count, pagination; the sort emits. */
export const ManyPages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Products in Fever & Pain' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(4)
    await expect(canvas.getByText('Showing 1–20 of 45 products')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/fever-pain?page=2')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price_asc')
    await expect(args.sort?.onChange).toHaveBeenCalledWith('price_asc')
  },
}

/** On a Bangla page: the count line and the page numbers in Bangla digits, the prices in Bangla money. */
export const InBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('মোট ৪৫টি পণ্যের মধ্যে ১–২০ দেখানো হচ্ছে')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'পাতা ২' })).toHaveAttribute('href', '/category/fever-pain?page=2')
    await expect(canvas.getAllByText(/^৳[০-৯,]+\.[০-৯]{2}$/).length).toBeGreaterThan(0)
  },
}

/** One page: no pagination. */
export const OnePage: Story = {
  args: { products, total: products.length, lastPage: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`${products.length} products`)).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    await expect(canvas.getByRole('button', { name: /Out of Stock Maxpro/ })).toBeDisabled()
    // The price per tablet, capsule or ml where the unit description gives a count (issue 24); none for the diapers.
    const cardOf = (name: string) => canvas.getByRole('heading', { name }).closest('article') as HTMLElement
    await expect(within(cardOf('Napa 500 mg Tablet')).getByText('৳1.20 per tablet')).toBeInTheDocument()
    await expect(within(cardOf('Seclo 20 mg Capsule')).getByText('৳7.00 per capsule')).toBeInTheDocument()
    await expect(within(cardOf("Johnson's Baby Lotion 200 ml")).getByText('৳2.40 per ml')).toBeInTheDocument()
    await expect(cardOf('SuperMom Baby Diaper Belt S (42 pcs)').querySelector('[data-unit-price]')).toBeNull()
  },
}

/** Loading: skeleton cards; the title still shows. */
export const Loading: Story = {
  args: { products: [], loading: true, total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('list', { name: 'Products in Fever & Pain' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
  },
}

/** The title is not known yet (category tree loading): a placeholder bar, the sidebar's skeleton. */
export const TitleLoading: Story = {
  args: {
    title: null,
    sidebar: <CategorySidebar categories={[]} activeSlug="fever-pain" loading />,
    listLabel: 'Products',
    products: [],
    loading: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Loading$/)
    await expect(canvas.getByTestId('category-sidebar-skeleton')).toBeInTheDocument()
  },
}

/** Empty: 'No product found'. */
export const Empty: Story = {
  args: { products: [], total: 0, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No product found')).toBeVisible()
  },
}

/** Error: the message and 'Try again' (emits onRetry); no pagination. */
export const LoadFailed: Story = {
  args: { products: [], error: 'Products could not be loaded.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Products could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  },
}

/** A retry in flight: the button waits. */
export const Retrying: Story = {
  args: { products: [], error: 'Products could not be loaded.', retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Trying again…' })).toBeDisabled()
  },
}

/** A 390 px phone: 2 columns, categories folded, title and sort stacked. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Products in Fever & Pain' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
