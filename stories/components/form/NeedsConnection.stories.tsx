import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NeedsConnection } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/**
 * What a page says offline when its main action needs the network (decision 0033): checkout
 * shows it above the form, with what is kept meanwhile.
 */
const meta = {
  title: 'Components/Form/NeedsConnection',
  component: NeedsConnection,
  tags: ['autodocs'],
  args: {
    need: 'Placing an order needs a connection.',
    kept: 'Your cart and what you type here stay as they are until it returns.',
  },
} satisfies Meta<typeof NeedsConnection>

export default meta
type Story = StoryObj<typeof meta>

const TEXT =
  'You are offline. Placing an order needs a connection. Your cart and what you type here stay as they are until it returns.'

/** Checkout's notice. */
export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(/needs a connection/)
    await expect(notice).toBeVisible()
    await expect(notice).toHaveTextContent(TEXT)
  },
}

/** Without the sentence on what is kept (another page's own sentence). */
export const ActionOnly: Story = {
  args: { need: 'Signing in needs a connection.', kept: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/needs a connection/)).toHaveTextContent(
      /^You are offline\. Signing in needs a connection\.$/,
    )
  },
}

/** On a 390 px phone the text wraps within the width. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText(/needs a connection/)
    await expect(notice).toHaveTextContent(TEXT)
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
