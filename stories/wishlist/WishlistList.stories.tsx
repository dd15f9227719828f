import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WishlistList } from '@/components/wishlist/WishlistList'
import { mobile, napa, neemCombo, reset, seclo, snailEssence } from '../cart/support'

/**
 * The wishlist's products (/wish-list): image, name link, unit, price (struck-through original
 * when discounted), the cart button as on a product card ('Add to Cart', 'View Item' when already
 * in the cart, disabled 'Out of Stock') and Remove.
 */
const meta = {
  title: 'Components/Wishlist/WishlistList',
  component: WishlistList,
  tags: ['autodocs'],
  args: {
    products: [napa, neemCombo, reset],
    inCart: (product) => product.id === neemCombo.id,
    onAddToCart: fn(),
    onViewItem: fn(),
    onRemove: fn(),
  },
  argTypes: { inCart: { control: false } },
} satisfies Meta<typeof WishlistList>

export default meta
type Story = StoryObj<typeof meta>

/** Each product with its button; emits add, view and remove with the product. */
export const Products: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('heading', { level: 2, name: napa.product_name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: napa.product_name })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await expect(canvas.getByText('৳499.00')).toBeVisible()
    await expect(canvas.getByText('৳640.00')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${napa.product_name}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(napa)
    await userEvent.click(canvas.getByRole('button', { name: `View Item ${neemCombo.product_name}` }))
    await expect(args.onViewItem).toHaveBeenCalledWith(neemCombo)
    await expect(canvas.getByRole('button', { name: `Out of Stock ${reset.product_name}` })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${reset.product_name} from the wishlist` }))
    await expect(args.onRemove).toHaveBeenCalledWith(reset)
  },
}

/** Empty: a message and 'Continue Shopping' home. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Your wishlist is empty.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
  },
}

/** A long name and a large price on a 390 px phone: nothing overflows, 44 px targets. */
export const Mobile: Story = {
  globals: mobile,
  args: { products: [snailEssence, seclo], inCart: () => false },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
    for (const button of within(item).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  },
}
