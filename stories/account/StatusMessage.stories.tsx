import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StatusMessage } from '@/components/account'
import { mobile } from './support'

/** Loading, empty and informational notes in place of an account list or table. */
const meta = {
  title: 'Components/Account/StatusMessage',
  component: StatusMessage,
  tags: ['autodocs'],
  args: { kind: 'loading', children: 'Loading your orders...' },
} satisfies Meta<typeof StatusMessage>

export default meta
type Story = StoryObj<typeof meta>

/** Loading: a status marked busy, with a spinner hidden from screen readers. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Loading your orders...')
  },
}

/** Empty: the note and a way on. */
export const Empty: Story = {
  args: { kind: 'empty', children: 'You have not placed any orders yet.', action: <a href="/">Start shopping</a> },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).not.toHaveAttribute('aria-busy')
    await expect(within(status).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/')
  },
}

/** Info with a button as its action. */
export const InfoWithButton: Story = {
  args: {
    kind: 'info',
    children: 'Your session has expired. Please log in again.',
    action: <button type="button">Log in again</button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log in again' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

export const Mobile: Story = {
  globals: mobile,
  args: {
    kind: 'empty',
    children: 'You have no saved addresses yet.',
    action: <a href="/add-address">Add New Address</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add New Address' })).toBeVisible()
  },
}
