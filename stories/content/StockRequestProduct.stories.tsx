import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { StockRequestProduct } from '@/components/content'
import { babyDiapers, longName, maxpro, napa, noImage } from '../fixtures/products'
import { mobile } from './helpers'

/** The product a stock request is for: image, name (to its page), unit, price and stock. */
const meta = {
  title: 'Components/Content/StockRequestProduct',
  component: StockRequestProduct,
  tags: ['autodocs'],
  args: { product: maxpro },
} satisfies Meta<typeof StockRequestProduct>

export default meta
type Story = StoryObj<typeof meta>

/** Out of stock (the usual case). */
export const OutOfStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: maxpro.product_name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: maxpro.product_name })).toHaveAttribute(
      'href',
      `/product-details/${maxpro.slug}`,
    )
    await expect(canvas.getByText('Out of Stock')).toBeVisible()
  },
}

/** Discounted: the discount price and the original struck through. */
export const Discounted: Story = {
  args: { product: { ...babyDiapers, stock_status: '0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1,250.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toHaveTextContent('৳1,500.00')
  },
}

/** In stock. */
export const InStock: Story = {
  args: { product: napa },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toBeVisible()
  },
}

/** No image: the placeholder. */
export const NoImage: Story = {
  args: { product: { ...noImage, stock_status: '0' } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')
    await waitFor(() => expect(img).toHaveAttribute('src', '/medi_de.webp'))
    await expect(img).toHaveAttribute('alt', '')
  },
}

/** A 390 px phone with a long name. */
export const Mobile: Story = {
  globals: mobile,
  args: { product: { ...longName, stock_status: '0' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of Stock')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
