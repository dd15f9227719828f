import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantityStepper } from '@/components/QuantityStepper'

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const
const NAME = 'Napa 500 mg Tablet'

function controls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    minus: canvas.getByRole('button', { name: `Decrease quantity of ${NAME}` }),
    plus: canvas.getByRole('button', { name: `Increase quantity of ${NAME}` }),
    quantity: canvas.getByRole('spinbutton', { name: `Quantity of ${NAME}` }),
  }
}

/**
 * The quantity stepper (spec 000 "Cart panel"): minus, a read-only quantity that is a spinbutton
 * (aria-valuenow/min/max; Arrow Up/Down step it) and plus. Presentational: the cart line drives it
 * with the quantity stepper machine (`canIncrement`/`canDecrement` from `snapshot.can`, `busy`
 * while an update is in flight); the product page drives it with local state.
 *
 * While busy the buttons are `aria-disabled` (they keep the focus, clicks are ignored); a button
 * that cannot step is `disabled` and hands the focus to the quantity.
 */
const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: {
    value: 3,
    label: NAME,
    onIncrement: fn(),
    onDecrement: fn(),
  },
} satisfies Meta<typeof QuantityStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Emits a step per click; the quantity is read-only and announced as a spinbutton. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { minus, plus, quantity } = controls(canvasElement)
    await expect(quantity).toHaveValue('3')
    await expect(quantity).toHaveAttribute('aria-valuenow', '3')
    await expect(quantity).toHaveAttribute('aria-valuemin', '1')
    await expect(quantity).toHaveAttribute('aria-valuemax', '100')
    await expect(quantity).toHaveAttribute('readonly')
    await userEvent.click(plus)
    await userEvent.click(minus)
    await userEvent.click(minus)
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
    await expect(args.onDecrement).toHaveBeenCalledTimes(2)
  },
}

/** Arrow Up/Down on the quantity step it; typing does nothing (read-only). */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const { quantity } = controls(canvasElement)
    quantity.focus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    await userEvent.keyboard('7')
    await expect(args.onIncrement).toHaveBeenCalledTimes(2)
    await expect(args.onDecrement).toHaveBeenCalledTimes(1)
    await expect(quantity).toHaveValue('3')
  },
}

/** At 1 the machine refuses a decrease: minus is disabled and emits nothing. */
export const AtMinimum: Story = {
  args: { value: 1, canDecrement: false },
  play: async ({ args, canvasElement }) => {
    const { minus, plus, quantity } = controls(canvasElement)
    await expect(minus).toBeDisabled()
    await expect(plus).toBeEnabled()
    await userEvent.click(minus)
    quantity.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(args.onDecrement).not.toHaveBeenCalled()
  },
}

/**
 * At 100 plus stays usable: the cart's machine answers it with 'You reached the limit'
 * (see Flows/Cart). A caller that cannot step further passes canIncrement false (next story).
 */
export const AtMaximum: Story = {
  args: { value: 100 },
  play: async ({ args, canvasElement }) => {
    const { plus, quantity } = controls(canvasElement)
    await expect(quantity).toHaveValue('100')
    await expect(quantity).toHaveAttribute('aria-valuenow', '100')
    await userEvent.click(plus)
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
  },
}

/** canIncrement false: plus disabled, nothing emitted. */
export const CannotIncrease: Story = {
  args: { value: 100, canIncrement: false },
  play: async ({ args, canvasElement }) => {
    const { plus } = controls(canvasElement)
    await expect(plus).toBeDisabled()
    await userEvent.click(plus)
    await expect(args.onIncrement).not.toHaveBeenCalled()
  },
}

/**
 * An update in flight: both buttons are aria-disabled and ignore clicks and arrows; the group is
 * aria-busy. The focused button keeps the focus.
 */
export const Busy: Story = {
  args: { busy: true, canIncrement: false, canDecrement: false },
  play: async ({ args, canvasElement }) => {
    const { minus, plus, quantity } = controls(canvasElement)
    await expect(canvasElement.querySelector('[role="group"]')).toHaveAttribute('aria-busy', 'true')
    await expect(minus).toHaveAttribute('aria-disabled', 'true')
    await expect(plus).toHaveAttribute('aria-disabled', 'true')
    plus.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(minus)
    quantity.focus()
    await userEvent.keyboard('{ArrowUp}{ArrowDown}')
    await expect(args.onIncrement).not.toHaveBeenCalled()
    await expect(args.onDecrement).not.toHaveBeenCalled()
    plus.focus()
    await expect(plus).toHaveFocus()
  },
}

function LocalStepper() {
  const [qty, setQty] = useState(3)
  return (
    <QuantityStepper
      value={qty}
      label={NAME}
      canDecrement={qty > 1}
      onIncrement={() => setQty(qty + 1)}
      onDecrement={() => setQty(qty - 1)}
    />
  )
}

/** With local state (as on the product page): minus down to 1 hands the focus to the quantity. */
export const FocusAtTheBound: Story = {
  render: () => <LocalStepper />,
  play: async ({ canvasElement }) => {
    const { minus, quantity } = controls(canvasElement)
    minus.focus()
    await userEvent.keyboard('{Enter}')
    await expect(quantity).toHaveValue('2')
    await expect(minus).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(quantity).toHaveValue('1')
    await expect(minus).toBeDisabled()
    await expect(quantity).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(quantity).toHaveValue('2')
  },
}

/** The compact size of the cart panel: 36 px buttons. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const { plus } = controls(canvasElement)
    await expect(plus.getBoundingClientRect().height).toBeGreaterThanOrEqual(36)
    await expect(plus.getBoundingClientRect().width).toBeGreaterThanOrEqual(36)
  },
}

/** A 390 px phone: 44 px touch targets. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    const { plus, minus } = controls(canvasElement)
    await expect(plus.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(minus.getBoundingClientRect().width).toBeGreaterThanOrEqual(44)
    await userEvent.click(plus)
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
  },
}

/**
 * On a Bangla page: the quantity in Bangla digits (aria-valuetext says the same, aria-valuenow
 * stays the number), the controls named in Bangla; a click still emits a step.
 */
export const InBangla: Story = {
  args: { value: 12 },
  globals: { locale: 'bn' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const quantity = canvas.getByRole('spinbutton', { name: `${NAME}-এর পরিমাণ` })
    await expect(quantity).toHaveValue('১২')
    await expect(quantity).toHaveAttribute('aria-valuenow', '12')
    await expect(quantity).toHaveAttribute('aria-valuetext', '১২')
    await userEvent.click(canvas.getByRole('button', { name: `${NAME}-এর পরিমাণ বাড়ান` }))
    await expect(args.onIncrement).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: `${NAME}-এর পরিমাণ কমান` })).toBeEnabled()
  },
}
