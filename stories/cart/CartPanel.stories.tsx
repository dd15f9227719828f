import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CartPanel } from '@/components/cart/CartPanel'
import type { CartItem } from '@/components/cart/types'
import { QuantityStepper } from '@/components/QuantityStepper'
import { cartCount, cartTotal } from '@/cart/cart'
import { line, mobile, napa, neemCombo, orsaline, renova, seclo, snailEssence } from './support'

function stepper(item: CartItem) {
  return <QuantityStepper value={item.qty} label={item.product_name} onIncrement={fn()} onDecrement={fn()} size="sm" />
}

function figures(lines: CartItem[]) {
  return { lines, subtotal: cartTotal(lines), itemCount: cartCount(lines) }
}

const body = () => within(document.body)
const panel = () => body().getByRole('dialog', { name: 'Cart Item' })

const oneLine = [line(napa, 3)]
const manyLines = [
  line(napa, 3),
  line(renova, 7),
  line(seclo, 2),
  line(orsaline, 1),
  line(neemCombo, 2),
  line(snailEssence, 1),
  line({ ...napa, id: 99001, slug: 'napa-copy', product_name: 'Napa 500 mg Tablet (second pack)' }, 4),
  line({ ...seclo, id: 99002, slug: 'seclo-copy', product_name: 'Seclo 20 mg Capsule (second pack)' }, 5),
]

/**
 * The right-hand cart panel 'Cart Item' (spec 000 s2): a modal Radix dialog over an overlay. Lines
 * with stepper and Remove, then the mini-cart (subtotal, View Cart) and 'Proceed to checkout',
 * enabled from 200. Empty: 'You Have 0 Item in your Bag' and 'Continue Shopping'. Closes with its
 * close button, an overlay click and Escape (each emits onClose).
 */
const meta = {
  title: 'Components/Cart/CartPanel',
  component: CartPanel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/offers' } },
  args: {
    open: true,
    onClose: fn(),
    ...figures(oneLine),
    canCheckout: false,
    onCheckout: fn(),
    renderQuantity: stepper,
    onRemove: fn(),
  },
  argTypes: { renderQuantity: { control: false }, lines: { control: false } },
} satisfies Meta<typeof CartPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: the spec's text and a link home; no subtotal, no checkout. */
export const Empty: Story = {
  args: { ...figures([]) },
  play: async ({ args }) => {
    const dialog = panel()
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Cart Item' })).toBeVisible()
    await expect(within(dialog).getByText('You Have 0 Item in your Bag')).toBeVisible()
    await expect(within(dialog).queryByText('Subtotal')).toBeNull()
    await expect(within(dialog).queryByRole('button', { name: 'Proceed to checkout' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('link', { name: 'Continue Shopping' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/**
 * One line below 200 (Napa x 3 = ৳36.00): checkout disabled without a message; the focus starts
 * on the close button.
 */
export const OneLineBelow200: Story = {
  play: async ({ args }) => {
    const dialog = panel()
    await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus()
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(1)
    await expect(dialog.querySelector('[data-price="subtotal"]')).toHaveTextContent('৳36.00')
    const checkout = within(dialog).getByRole('button', { name: 'Proceed to checkout' })
    await expect(checkout).toBeDisabled()
    await userEvent.click(checkout)
    await expect(args.onCheckout).not.toHaveBeenCalled()
    await expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart')
    await expect(dialog).toHaveAccessibleDescription('3 items in your cart')
  },
}

/** At 200 or more: 'Proceed to checkout' is a link to /checkout; following it emits onCheckout. */
export const Above200: Story = {
  args: { ...figures([line(seclo, 4), line(napa, 1)]), canCheckout: true },
  play: async ({ args }) => {
    const dialog = panel()
    await expect(dialog.querySelector('[data-price="subtotal"]')).toHaveTextContent('৳212.00')
    const checkout = within(dialog).getByRole('link', { name: 'Proceed to checkout' })
    await expect(checkout).toHaveAttribute('href', '/checkout')
    await userEvent.click(checkout)
    await expect(args.onCheckout).toHaveBeenCalledTimes(1)
  },
}

/** Many lines: the list scrolls inside the panel; header and footer stay in view. */
export const ManyLines: Story = {
  args: { ...figures(manyLines), canCheckout: true },
  play: async () => {
    const dialog = panel()
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(8)
    await expect(dialog.querySelector('[data-price="subtotal"]')).toHaveTextContent('৳3,368.50')
    const scroller = dialog.querySelector('ul')?.parentElement?.parentElement as HTMLElement
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight)
    const footer = within(dialog).getByRole('link', { name: 'Proceed to checkout' }).getBoundingClientRect()
    await expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight)
    await expect(dialog.getBoundingClientRect().width).toBe(420)
  },
}

/** 'View Item': the panel opens with the focus on that product's line, scrolled into view. */
export const FocusOnViewedItem: Story = {
  args: { ...figures(manyLines), canCheckout: true, focusProductId: snailEssence.id },
  play: async () => {
    const quantity = body().getByRole('spinbutton', { name: `Quantity of ${snailEssence.product_name}` })
    await waitFor(() => expect(quantity).toHaveFocus())
    const box = quantity.getBoundingClientRect()
    await expect(box.top).toBeGreaterThanOrEqual(0)
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}

/** The close button, Escape and an overlay click each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close cart' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(2)
    await userEvent.click(body().getByTestId('cart-panel-overlay'))
    await expect(args.onClose).toHaveBeenCalledTimes(3)
  },
}

/** Focus stays inside the panel: Tab cycles through its controls. */
export const FocusTrapped: Story = {
  args: { ...figures([line(napa, 2)]), canCheckout: false },
  play: async () => {
    const dialog = panel()
    for (let i = 0; i < 12; i++) {
      await userEvent.tab()
      await expect(dialog.contains(document.activeElement)).toBe(true)
    }
  },
}

/** Removing emits the line. */
export const Removing: Story = {
  args: { ...figures([line(napa, 2), line(seclo, 1)]) },
  play: async ({ args }) => {
    await userEvent.click(body().getByRole('button', { name: `Remove ${seclo.product_name} from the cart` }))
    await expect(args.onRemove).toHaveBeenCalledWith(line(seclo, 1))
  },
}

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull()
  },
}

/** A 390 px phone: the panel covers the screen; footer reachable. */
export const Mobile: Story = {
  globals: mobile,
  args: { ...figures(manyLines), canCheckout: true },
  play: async () => {
    const dialog = panel()
    // Sub-pixel while the slide-in runs (389.99997 seen): full width to the pixel.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth, 0)
    const checkout = within(dialog).getByRole('link', { name: 'Proceed to checkout' }).getBoundingClientRect()
    await expect(checkout.bottom).toBeLessThanOrEqual(window.innerHeight)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
  },
}

/** Empty on a phone. */
export const MobileEmpty: Story = {
  globals: mobile,
  args: { ...figures([]) },
  play: async () => {
    await expect(within(panel()).getByText('You Have 0 Item in your Bag')).toBeVisible()
  },
}

/** On a Bangla page: the panel's texts in Bangla, money and quantities in Bangla digits. */
export const InBangla: Story = {
  args: { ...figures([line(seclo, 4), line(napa, 1)]), canCheckout: true },
  globals: { locale: 'bn' },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'কার্টের পণ্য' })
    await expect(dialog.querySelector('[data-price="subtotal"]')).toHaveTextContent('৳২১২.০০')
    await expect(within(dialog).getByRole('spinbutton', { name: `${seclo.product_name}-এর পরিমাণ` })).toHaveValue('৪')
    const checkout = within(dialog).getByRole('link', { name: 'চেকআউটে যান' })
    await userEvent.click(checkout)
    await expect(args.onCheckout).toHaveBeenCalledTimes(1)
  },
}

/** 'Order on WhatsApp' under the checkout button when the page gives the wa.me link (issue 24). */
export const WithWhatsApp: Story = {
  args: { ...figures([line(napa, 2)]), whatsappHref: 'https://wa.me/8801700112233?text=Hello' },
  play: async () => {
    const link = within(panel()).getByRole('link', { name: 'Order on WhatsApp (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://wa.me/8801700112233?text=Hello')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Without a WhatsApp number (null): no link. */
export const WithoutWhatsApp: Story = {
  args: { whatsappHref: null },
  play: async () => {
    await expect(within(panel()).queryByRole('link', { name: /WhatsApp/ })).toBeNull()
  },
}
