import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartLine } from '@/components/cart/CartLine'
import { QuantityStepper } from '@/components/QuantityStepper'
import { line, mobile, napa, renova, snailEssence } from './support'

const panelWidth = (width: number) => (Story: () => React.JSX.Element) => (
  <div style={{ width, padding: '0 16px', background: 'var(--color-surface)' }}>
    <Story />
  </div>
)

function stepper(value: number, name: string) {
  return <QuantityStepper value={value} label={name} onIncrement={fn()} onDecrement={fn()} size="sm" />
}

/**
 * One cart line (spec 000 "Cart panel"): image, name linking to the product page, unit
 * description, the unit price paid (struck-through original when discounted), the stepper, the
 * line total exact to the paisa, and Remove (named with the product for screen readers).
 */
const meta = {
  title: 'Components/Cart/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  decorators: [panelWidth(388)],
  args: {
    line: line(napa, 3),
    quantity: stepper(3, napa.product_name),
    onRemove: fn(),
  },
  argTypes: { quantity: { control: false } },
} satisfies Meta<typeof CartLine>

export default meta
type Story = StoryObj<typeof meta>

/** Napa x 3: ৳12.00 a strip, ৳36.00 for the line; Remove emits the line. */
export const Regular: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: napa.product_name })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await expect(canvas.getByText('10 Tablets (1 Strip)')).toBeVisible()
    await expect(canvasElement.querySelector('[data-price="unit"]')).toHaveTextContent('৳12.00')
    await expect(canvasElement.querySelector('[data-price="line-total"]')).toHaveTextContent('৳36.00')
    await expect(canvas.getByRole('spinbutton', { name: `Quantity of ${napa.product_name}` })).toHaveValue('3')
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${napa.product_name} from the cart` }))
    await expect(args.onRemove).toHaveBeenCalledWith(line(napa, 3))
  },
}

/** Discounted: ৳9.50 paid, ৳10.00 struck through; 7 strips are ৳66.50. */
export const Discounted: Story = {
  args: { line: line(renova, 7), quantity: stepper(7, renova.product_name) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="unit"]')).toHaveTextContent('৳9.50')
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Original price: ৳10.00')
    await expect(canvasElement.querySelector('[data-price="line-total"]')).toHaveTextContent('৳66.50')
  },
}

/**
 * A discount price at or above the price (a data slip) is not a discount: the line charges the
 * price, ৳12.00 a strip, with nothing struck through, as the product card shows it.
 */
export const DiscountNotBelowPrice: Story = {
  args: { line: { ...line(napa, 3), discount_price: 15 }, quantity: stepper(3, napa.product_name) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="unit"]')).toHaveTextContent('৳12.00')
    await expect(canvasElement.querySelector('del')).toBeNull()
    await expect(canvasElement.querySelector('[data-price="line-total"]')).toHaveTextContent('৳36.00')
  },
}

/** The most a line can hold: 100 x ৳1,750.00 = ৳175,000.00; the long name is clamped to two lines. */
export const LongNameAt100: Story = {
  args: { line: line(snailEssence, 100), quantity: stepper(100, snailEssence.product_name) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-price="line-total"]')).toHaveTextContent('৳175,000.00')
    const name = canvasElement.querySelector('p a')?.parentElement as HTMLElement
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight)
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1)
    const article = canvasElement.querySelector('article') as HTMLElement
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth)
  },
}

/** The wide row of the /cart page. */
export const Wide: Story = {
  args: { layout: 'wide' },
  decorators: [panelWidth(900)],
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('article') as HTMLElement
    await expect(article.getBoundingClientRect().height).toBeLessThan(120)
  },
}

/** A 390 px phone, full-width panel: 44 px Remove target, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  decorators: [panelWidth(358)],
  args: { line: line(snailEssence, 2), quantity: stepper(2, snailEssence.product_name) },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^Remove/ })
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const article = canvasElement.querySelector('article') as HTMLElement
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth)
    await userEvent.click(remove)
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
  },
}
