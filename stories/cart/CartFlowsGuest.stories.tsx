import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  beforeEachCartFlow,
  calls,
  panel,
  summary,
  stepperOf,
  subtotal,
  stored,
  openedPanel,
  openFromHeader,
  otherTabWrites,
  products,
} from './cartFlows'
import { expectToast, line, mobile, napa, orsaline, seclo } from './support'
import { Storefront } from './Storefront'

/**
 * The cart of a guest end to end on the mock shop: cards add and 'View Item', the header button and
 * the floating summary open the panel 'Cart Item', steppers run on the quantity stepper machine,
 * removal, another tab's changes, a phone. Storage follows every step; a guest sends nothing.
 */
const meta = {
  title: 'Flows/Cart/Guest',
  component: Storefront,
  tags: ['autodocs'],
  args: { products },
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  beforeEach: beforeEachCartFlow,
} satisfies Meta<typeof Storefront>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A guest fills, changes and empties the cart: 'Product added to cart' (3 s), the card turns to
 * 'View Item', which opens the panel on that line; plus and minus; 'Product remove from your
 * cart' (top-right, 1.5 s) and the empty cart. Storage follows every step; nothing is sent.
 */
export const GuestFillChangeEmpty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('Add Napa from its card', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' }))
      await expectToast('Product added to cart', { type: 'success', autoClose: 3000 })
      await expect(canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' })).toBeVisible()
      await expect(summary()).toHaveAccessibleName('1 Item ৳12.00: open the cart')
      await expect(stored()).toEqual({ cart: [expect.objectContaining({ id: 1001, qty: 1 })], total: '12' })
    })

    await step("'View Item' opens the panel on Napa's line; the summary hides", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' }))
      await openedPanel()
      await waitFor(() => expect(stepperOf(napa.product_name).quantity).toHaveFocus())
      await expect(summary()).not.toBeVisible()
    })

    await step('Plus twice, minus once, down to 1 where minus stops', async () => {
      const { plus, minus, quantity } = stepperOf(napa.product_name)
      await userEvent.click(plus)
      await userEvent.click(plus)
      await expect(quantity).toHaveValue('3')
      await expect(within(panel()).getByRole('status')).toHaveTextContent('Quantity of Napa 500 mg Tablet: 3')
      await expect(subtotal()).toHaveTextContent('৳36.00')
      await expect(stored()).toEqual({ cart: [expect.objectContaining({ id: 1001, qty: 3 })], total: '36' })
      await userEvent.click(minus)
      await userEvent.click(minus)
      await expect(quantity).toHaveValue('1')
      await expect(minus).toBeDisabled()
      await userEvent.click(minus)
      await expect(quantity).toHaveValue('1')
      await expect(within(panel()).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    })

    await step('Remove: toast, empty cart, storage emptied', async () => {
      await userEvent.click(within(panel()).getByRole('button', { name: /^Remove Napa 500 mg Tablet/ }))
      await expectToast('Product remove from your cart', { type: 'success', autoClose: 1500 })
      await expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible()
      await expect(within(panel()).getByRole('link', { name: 'Continue Shopping' })).toHaveFocus()
      await expect(stored()).toEqual({ cart: [], total: '0' })
    })

    await step('A guest sends nothing to the server', async () => {
      await expect(calls).toEqual([])
    })
  },
}

/**
 * Two tabs: another tab changes the cart (storage event) and this tab's panel, steppers, cards
 * and floating summary follow at once; then the other tab empties it (the summary hides) and fills it again.
 */
export const CrossTab: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openFromHeader()
    await expect(stepperOf(napa.product_name).quantity).toHaveValue('1')
    otherTabWrites([line(napa, 5), line(seclo, 2)])
    await waitFor(() => expect(stepperOf(napa.product_name).quantity).toHaveValue('5'))
    await expect(stepperOf(seclo.product_name).quantity).toHaveValue('2')
    await expect(subtotal()).toHaveTextContent('৳160.00')
    otherTabWrites([])
    await waitFor(() => expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    // An empty cart hides the floating summary.
    await waitFor(() => expect(summary()).not.toBeVisible())
    otherTabWrites([line(orsaline, 2)])
    await waitFor(() => expect(summary()).toHaveAccessibleName('2 Items ৳240.00: open the cart'))
    await expect(summary()).toBeVisible()
    await expect(canvas.getByRole('button', { name: `View Item ${orsaline.product_name}` })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' })).toBeVisible()
  },
}

/** A guest on a 390 px phone: add, open from the floating summary, change, checkout disabled. */
export const MobileGuest: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart ${orsaline.product_name}` }))
    await expectToast('Product added to cart', { type: 'success', autoClose: 3000 })
    await userEvent.click(summary())
    const dialog = await openedPanel()
    // Sub-pixel while the slide-in runs (389.99997 seen): full width to the pixel.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth, 0)
    await expect(within(dialog).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    await userEvent.click(stepperOf(orsaline.product_name).plus)
    await expect(subtotal()).toHaveTextContent('৳240.00')
    await expect(within(dialog).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible()
    await expect(calls).toEqual([])
  },
}
