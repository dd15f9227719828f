import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { beforeEachCartFlow, body, panel, summary, stepperOf, subtotal, openedPanel, products } from './cartFlows'
import { dataLayer, line, napa, seclo } from './support'
import { Storefront } from './Storefront'

/**
 * The cart panel as a dialog on the mock shop: the checkout gate at ৳200 with begin_checkout, and
 * closing it (close button, Escape, overlay) with the focus back on what opened it.
 */
const meta = {
  title: 'Flows/Cart/Panel and checkout',
  component: Storefront,
  tags: ['autodocs'],
  args: { products },
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  beforeEach: beforeEachCartFlow,
} satisfies Meta<typeof Storefront>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The checkout gate: ৳150.00 keeps 'Proceed to checkout' disabled; one more Seclo makes ৳200.00
 * and enables it; following it pushes begin_checkout (GA4 shape) to window.dataLayer, closes the
 * panel and goes to /checkout, where the floating summary is hidden.
 */
export const CheckoutGate: Story = {
  parameters: { session: { cart: [line(seclo, 3)] } },
  play: async ({ canvasElement, step }) => {
    await step('Below 200: disabled, no message', async () => {
      await userEvent.click(summary())
      await openedPanel()
      await expect(subtotal()).toHaveTextContent('৳150.00')
      await expect(within(panel()).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
    })
    await step('At 200: enabled', async () => {
      await userEvent.click(stepperOf(seclo.product_name).plus)
      await expect(subtotal()).toHaveTextContent('৳200.00')
      await expect(within(panel()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      )
    })
    await step('Proceed: begin_checkout, /checkout, panel closed, summary hidden', async () => {
      await expect(dataLayer()).toBeUndefined()
      await userEvent.click(within(panel()).getByRole('link', { name: 'Proceed to checkout' }))
      await expect(dataLayer()).toEqual([
        { ecommerce: null },
        {
          event: 'begin_checkout',
          ecommerce: {
            currency: 'BDT',
            value: 200,
            items: [
              {
                item_id: String(seclo.id),
                item_name: 'Seclo 20 mg Capsule',
                price: 50,
                discount: 0,
                item_category: seclo.category,
                item_brand: 'Square Pharmaceuticals',
                quantity: 4,
              },
            ],
          },
        },
      ])
      await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/checkout')
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await expect(summary()).not.toBeVisible()
    })
  },
}

/** Close button, Escape and an overlay click close the panel, and the focus returns to the opener. */
export const CloseAndReturnFocus: Story = {
  parameters: { session: { cart: [line(napa, 1)] } },
  play: async ({ step }) => {
    await step('Header button, then the close button', async () => {
      const opener = body().getByRole('button', { name: 'Cart' })
      await userEvent.click(opener)
      await openedPanel()
      await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Close cart' })).toHaveFocus())
      await userEvent.click(within(panel()).getByRole('button', { name: 'Close cart' }))
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(opener).toHaveFocus())
    })
    await step('Floating summary, then Escape', async () => {
      await userEvent.click(summary())
      await openedPanel()
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(summary()).toHaveFocus())
    })
    await step('Keyboard on the header button, then an overlay click', async () => {
      const opener = body().getByRole('button', { name: 'Cart' })
      opener.focus()
      await userEvent.keyboard('{Enter}')
      await openedPanel()
      await userEvent.click(body().getByTestId('cart-panel-overlay'))
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(opener).toHaveFocus())
    })
  },
}
