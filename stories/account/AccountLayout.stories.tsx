import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AccountLayout } from '@/components/account'
import { expectLocation, mobile } from './support'

/**
 * The frame of every account page (spec 001 s2 "Account side menu"): My Profile, My Orders, My
 * Prescription, Update profile, Manage Address (the current one highlighted), Logout, and the
 * page under its h1. On a phone the menu becomes two rows of buttons above the page.
 */
const meta = {
  title: 'Components/Account/AccountLayout',
  component: AccountLayout,
  tags: ['autodocs'],
  args: {
    active: 'profile',
    title: 'My Profile',
    onSignOut: fn(),
    children: <p>The page content.</p>,
  },
} satisfies Meta<typeof AccountLayout>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The menu in the spec's order (with My Medicines, beyond the spec, after My Orders), the current
 * section marked for screen readers and highlighted.
 */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(canvas.getByRole('navigation', { name: 'My account' }))
    const links = nav.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'My Profile',
      'My Orders',
      'My Medicines',
      'My Prescription',
      'Update profile',
      'Manage Address',
    ])
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user-profile',
      '/orders',
      '/my-medicines',
      '/my-prescription',
      '/my-information',
      '/my-address',
    ])
    const current = nav.getByRole('link', { name: 'My Profile' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'My Orders' })).not.toHaveAttribute('aria-current')
    // Highlighted: the current entry is filled, the others are not.
    await expect(getComputedStyle(current).backgroundColor).not.toBe(
      getComputedStyle(nav.getByRole('link', { name: 'My Orders' })).backgroundColor,
    )
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'My Profile' })).toHaveTextContent('The page content.')
  },
}

/** Another section (an order page belongs to My Orders). */
export const Orders: Story = {
  args: { active: 'orders', title: 'Order Details' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'My account' }))
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('aria-current')
  },
}

/** Actions beside the heading, e.g. Add New Address. */
export const WithActions: Story = {
  args: { active: 'addresses', title: 'Manage Address', actions: <a href="/add-address">Add New Address</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add New Address' })).toBeVisible()
  },
}

/** Logout is the last entry and emits once. */
export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }))
    await expect(args.onSignOut).toHaveBeenCalledTimes(1)
  },
}

/** Without onSignOut there is no Logout entry. */
export const WithoutLogout: Story = {
  args: { onSignOut: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Logout' })).toBeNull()
  },
}

/** A menu entry navigates. */
export const Navigates: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Manage Address' }))
    await expectLocation(canvasElement, '/my-address')
  },
}

/** A 390 px phone: the menu sits above the page, every entry at least 44 px high, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'My account' })
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top)
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
