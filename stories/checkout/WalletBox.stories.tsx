import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WalletBox } from '@/components/checkout'
import { mobile } from './support'

/** The signed-in customer's wallet: balance, credit and an amount to pay from it. */
const meta = {
  title: 'Components/Checkout/WalletBox',
  component: WalletBox,
  tags: ['autodocs'],
  args: { balance: 250, credit: 250, applied: 0, error: null, onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof WalletBox>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pay from wallet (amount)' }), '120.50{Enter}')
    await expect(args.onApply).toHaveBeenCalledWith(120.5)
  },
}

/** An amount typed in Bangla digits (decision 0034) is applied as the same number. */
export const BanglaDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const amount = within(canvasElement).getByRole('textbox', { name: 'Pay from wallet (amount)' })
    await userEvent.type(amount, '১২০.৫০{Enter}')
    await expect(amount).toHaveValue('১২০.৫০')
    await expect(args.onApply).toHaveBeenCalledWith(120.5)
  },
}

export const Loading: Story = {
  args: { balance: null, credit: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Wallet balance').nextElementSibling).toHaveTextContent('Loading...')
    await expect(canvas.getByRole('button', { name: 'Use Wallet' })).toBeDisabled()
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The balance is there, the credit still on its way: its row reads 'Loading...', the box is busy. */
export const CreditLoading: Story = {
  args: { credit: null, creditLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Wallet balance').nextElementSibling).toHaveTextContent('৳250.00')
    await expect(canvas.getByText('Wallet credit').nextElementSibling).toHaveTextContent('Loading...')
  },
}

/** The credit could not be read: its row is left out, nothing is busy. */
export const CreditFailed: Story = {
  args: { credit: null, creditLoading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Wallet' })).not.toHaveAttribute('aria-busy')
    await expect(canvas.queryByText('Wallet credit')).toBeNull()
  },
}

/** The balance could not be loaded: 'Not available' (not ৳0.00), the reason with 'Try again', no wallet use. */
export const BalanceFailed: Story = {
  args: { balance: null, balanceFailed: true, onRetryBalance: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Wallet balance').nextElementSibling).toHaveTextContent('Not available')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your wallet balance could not be loaded.')
    await expect(canvas.getByRole('region', { name: 'Wallet' })).not.toHaveAttribute('aria-busy')
    await expect(canvas.getByRole('button', { name: 'Use Wallet' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetryBalance).toHaveBeenCalledOnce()
  },
}

/** Asking again: 'Trying again…', disabled. */
export const BalanceRetrying: Story = {
  args: { balance: null, balanceFailed: true, balanceRetrying: true, onRetryBalance: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Trying again…' })
    await expect(button).toBeDisabled()
    await expect(args.onRetryBalance).not.toHaveBeenCalled()
  },
}

export const NotEnough: Story = {
  args: { error: 'Not Enough Wallet Amount.' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByRole('textbox', { name: 'Pay from wallet (amount)' })
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription('Not Enough Wallet Amount.')
  },
}

export const Applied: Story = {
  args: { applied: 100 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('৳100.00 will be paid from your wallet.')
    await userEvent.click(canvas.getByRole('button', { name: 'Don’t use wallet' }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
