import { wishlistStore } from '@/wishlist/wishlistStore'
import { loadCartPanel } from '@/cart/CartShell'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CartShell } from '@/cart/CartShell'
import WishlistPage from '@/pages/WishlistPage'
import { expectToast, line, mobile, napa, neemCombo, reset, seclo } from '../cart/support'

/**
 * /wish-list (loaded lazily): the products stored under `wishlist`, with Remove and the cart
 * button; adding keeps the product in the wishlist. Follows other tabs (storage events). The
 * page is rendered with the cart's part of the shell, so 'View Item' opens the cart panel.
 */
const meta = {
  title: 'Pages/Wishlist',
  component: WishlistPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: { path: '/wish-list', url: '/wish-list' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CartShell />
      </>
    ),
  ],
  async beforeEach() {
    await loadCartPanel()
  },
} satisfies Meta<typeof WishlistPage>

export default meta
type Story = StoryObj<typeof meta>

const stored = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null') as { id: number }[] | null

/** Nothing saved yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Wishlist | Online Pharmacy'))
    await expect(canvas.getByText('Your wishlist is empty.')).toBeVisible()
  },
}

/**
 * Three products: add one to the cart ('Product added to cart', it stays listed and turns to
 * 'View Item', which opens the cart panel), remove another (focus to the next Remove).
 */
export const AddAndRemove: Story = {
  parameters: { session: { wishlist: [napa, seclo, reset] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('Add Napa to the cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${napa.product_name}` }))
      await expectToast('Product added to cart', { type: 'success', autoClose: 3000 })
      await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([line(napa, 1)])
      await expect(stored()?.map((p) => p.id)).toEqual([napa.id, seclo.id, reset.id])
    })
    await step("'View Item' opens the cart panel", async () => {
      await userEvent.click(canvas.getByRole('button', { name: `View Item ${napa.product_name}` }))
      // The panel itself, not its frame (busy while the panel's code arrives).
      const dialog = await within(document.body).findByRole('dialog', { name: 'Cart Item', busy: false })
      await waitFor(() =>
        expect(within(dialog).getByRole('spinbutton', { name: `Quantity of ${napa.product_name}` })).toHaveFocus(),
      )
      await userEvent.keyboard('{Escape}')
    })
    await step('Remove Seclo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${seclo.product_name} from the wishlist` }))
      await expect(canvas.queryByRole('link', { name: seclo.product_name })).toBeNull()
      await expect(stored()?.map((p) => p.id)).toEqual([napa.id, reset.id])
      await expect(canvas.getByRole('button', { name: `Remove ${reset.product_name} from the wishlist` })).toHaveFocus()
    })
    await step('Out of stock: no cart button', async () => {
      await expect(canvas.getByRole('button', { name: `Out of Stock ${reset.product_name}` })).toBeDisabled()
    })
  },
}

/** Removing the last product leaves the empty state with the focus on 'Continue Shopping'. */
export const RemoveTheLast: Story = {
  parameters: { session: { wishlist: [neemCombo] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Remove/ }))
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus()
    await expect(localStorage.getItem('wishlist')).toBe('[]')
  },
}

/** Another tab adds to the wishlist: this page follows (storage event). */
export const CrossTab: Story = {
  parameters: { session: { wishlist: [napa] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const value = JSON.stringify([napa, neemCombo])
    localStorage.setItem('wishlist', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist', newValue: value }))
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2))
    await expect(canvas.getByRole('link', { name: neemCombo.product_name })).toBeVisible()
  },
}

/** Garbage under `wishlist` (an old or damaged value): the empty state, no crash. */
export const DamagedStorage: Story = {
  beforeEach() {
    localStorage.setItem('wishlist', '{"not": "a list"')
    wishlistStore.reload()
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your wishlist is empty.')).toBeVisible()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { session: { wishlist: [napa, neemCombo] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${neemCombo.product_name}` }))
    await expect(canvas.getByRole('button', { name: `View Item ${neemCombo.product_name}` })).toBeVisible()
  },
}
