import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ApplyField, type ApplyFieldProps } from '@/components/checkout'
import { mobile } from './support'

/** The field with its own state, as CouponBox and WalletBox keep it; the button waits for a value. */
function Stateful(props: ApplyFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <form aria-label="Checkout">
      <ApplyField
        {...props}
        value={value}
        onChange={setValue}
        buttonDisabled={props.buttonDisabled || value.trim() === ''}
      />
    </form>
  )
}

/**
 * A field with its own Apply button inside the checkout form (CouponBox's code, WalletBox's
 * amount): Enter applies instead of placing the order; a refusal is said under it.
 */
const meta = {
  title: 'Components/Checkout/ApplyField',
  component: ApplyField,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Coupon code',
    value: '',
    onChange: fn(),
    onApply: fn(),
    buttonLabel: 'Apply Coupon',
    buttonDisabled: false,
    error: null,
  },
} satisfies Meta<typeof ApplyField>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: the button waits for a value; typed, the button and Enter apply, and the form is not sent. */
export const EnterApplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const submitted = fn((event: SubmitEvent) => event.preventDefault())
    canvas.getByRole('form', { name: 'Checkout' }).addEventListener('submit', submitted)
    const field = canvas.getByRole('textbox', { name: 'Coupon code' })
    await expect(field).toHaveAttribute('autocomplete', 'off')
    await expect(canvas.getByRole('button', { name: 'Apply Coupon' })).toBeDisabled()
    await userEvent.type(field, 'SAVE10{Enter}')
    await expect(args.onApply).toHaveBeenCalledTimes(1)
    await expect(submitted).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Coupon' }))
    await expect(args.onApply).toHaveBeenCalledTimes(2)
  },
}

/** The call in flight: the button says so, is busy and refuses. */
export const Busy: Story = {
  args: { value: 'SAVE10', buttonLabel: 'Applying...', buttonDisabled: true, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Applying...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Refused: the message under the field (an alert), describing it; the field is marked invalid. */
export const Refused: Story = {
  args: { value: 'OLD', error: 'Invalid coupon code.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Coupon code' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Invalid coupon code.')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid coupon code.')
  },
}

/** An amount (the wallet): a text field with the decimal keypad, so Bangla digits are kept. */
export const Amount: Story = {
  args: { label: 'Pay from wallet (amount)', buttonLabel: 'Use Wallet', type: 'text', inputMode: 'decimal' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Pay from wallet (amount)' })
    await expect(field).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(field, '১০০')
    await expect(field).toHaveValue('১০০')
  },
}

/** A 390 px phone: field and button on one row, both 44 px tall. */
export const Mobile: Story = {
  globals: mobile,
  args: { value: 'SAVE10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Coupon code' })
    const button = canvas.getByRole('button', { name: 'Apply Coupon' })
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(Math.round(field.getBoundingClientRect().top)).toBe(Math.round(button.getBoundingClientRect().top))
  },
}
