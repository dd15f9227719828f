import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountMenu } from '@/components/layout/AccountMenu'
import { mobile } from './support'

/**
 * The header's account area (spec 000 s2): a guest sees 'Login / SignUp'; a signed-in customer the
 * name (or the phone when the name is empty), opening Profile, Order History, My Medicines (issue
 * 24, beyond the spec), My Address and Logout. Keyboard: Enter/Space or Arrow Down opens it, arrows
 * move, Escape closes it and returns to the button.
 */
const meta = {
  title: 'Components/Layout/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 280 }}>
        <Story />
        <button type="button">Elsewhere</button>
      </div>
    ),
  ],
  args: { user: { name: 'Rahima Akter', phone: '01711000000' }, onLogout: fn() },
} satisfies Meta<typeof AccountMenu>

export default meta
type Story = StoryObj<typeof meta>

/** A guest: the login link. */
export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Login / SignUp' })).toHaveAttribute('href', '/user-login')
    await expect(canvas.queryByRole('button', { name: /Account/ })).toBeNull()
  },
}

/** Before hydration of a server-rendered page: the session is not known; an invisible placeholder keeps the place. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Login / SignUp' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Account/ })).toBeNull()
    const placeholder = canvas.getByTestId('account-pending')
    await expect(getComputedStyle(placeholder).visibility).toBe('hidden')
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Signed in: the name; the entries link where the spec says; Logout emits. */
export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Account: Rahima Akter' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Profile' })).toBeNull()
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile')
    await expect(canvas.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders')
    await expect(canvas.getByRole('link', { name: 'My Medicines' })).toHaveAttribute('href', '/my-medicines')
    await expect(canvas.getByRole('link', { name: 'My Address' })).toHaveAttribute('href', '/my-address')
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A customer without a name (signed up by phone): the phone number. */
export const PhoneWhenNameEmpty: Story = {
  args: { user: { name: '  ', phone: '01911000000' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account: 01911000000' })).toBeVisible()
  },
}

/** Keyboard only: open with Arrow Down, move with arrows (wrapping), Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Account: Rahima Akter' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('link', { name: 'Order History' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveFocus()
    await userEvent.keyboard('{End}{Enter}')
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/** A click outside, or Tab past the last entry, closes it. */
export const ClosesOutside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Account: Rahima Akter' })
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere' }))
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }).parentElement!.parentElement!)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    canvas.getByRole('button', { name: 'Logout' }).focus()
    await userEvent.tab()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Following an entry closes the menu and navigates. */
export const FollowsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Account/ }))
    await userEvent.click(canvas.getByRole('link', { name: 'Order History' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/orders')
    await expect(canvas.getByRole('button', { name: /Account/ })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A very long name is cut with an ellipsis (the full name stays in the accessible name). */
export const LongName: Story = {
  args: { user: { name: 'Mohammad Abdullah Al Mamun Chowdhury', phone: '' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Account: Mohammad Abdullah Al Mamun Chowdhury' })
    await expect(button.getBoundingClientRect().width).toBeLessThan(260)
  },
}

/** On a phone (the desktop header's component, used where shown). */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /Account/ })
    await userEvent.click(button)
    const logout = canvas.getByRole('button', { name: 'Logout' })
    await expect(logout.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
