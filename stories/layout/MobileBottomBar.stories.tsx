import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MobileBottomBar } from '@/components/layout/MobileBottomBar'
import { mobile } from './support'

/**
 * The bar at the bottom of a phone's screen (spec 000 s2): profile, search, wishlist and cart with
 * its count. Only the phone layout renders it.
 */
const meta = {
  title: 'Components/Layout/MobileBottomBar',
  component: MobileBottomBar,
  tags: ['autodocs'],
  globals: mobile,
  parameters: { layout: 'fullscreen' },
  args: {
    signedIn: false,
    wishlistCount: 0,
    cartCount: 0,
    onOpenCart: fn(),
    searchOpen: false,
    onToggleSearch: fn(),
    searchPanelId: 'search-panel',
  },
  decorators: [
    (Story) => (
      <>
        <div id="search-panel" hidden />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MobileBottomBar>

export default meta
type Story = StoryObj<typeof meta>

const bar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Shortcuts' }))

/** A guest: Login, Search, Wishlist, Cart; fixed to the bottom; targets at least 44 px. */
export const Guest: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = bar(canvasElement)
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-login')
    await expect(nav.getByRole('link', { name: /^Wishlist \(0 items\)$/ })).toHaveAttribute('href', '/wish-list')
    const cart = nav.getByRole('button', { name: /^Cart \(0 items\)$/ })
    await expect(cart.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const element = within(canvasElement).getByRole('navigation', { name: 'Shortcuts' })
    await expect(getComputedStyle(element).position).toBe('fixed')
    await expect(Math.round(element.getBoundingClientRect().bottom)).toBe(window.innerHeight)
    await userEvent.click(cart)
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1)
  },
}

/** Signed in, with a cart and a wishlist: Profile, the counts. */
export const SignedInWithCounts: Story = {
  args: { signedIn: true, wishlistCount: 2, cartCount: 7 },
  play: async ({ canvasElement }) => {
    const nav = bar(canvasElement)
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile')
    await expect(nav.getByTestId('mobile-cart-count')).toHaveTextContent('7')
    await expect(nav.getByRole('button', { name: /^Cart \(7 items\)$/ })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Wishlist \(2 items\)$/ })).toBeVisible()
  },
}

/** Search toggles the search panel it controls. */
export const SearchButton: Story = {
  args: { searchOpen: true },
  play: async ({ args, canvasElement }) => {
    const button = bar(canvasElement).getByRole('button', { name: 'Search' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAttribute('aria-controls', 'search-panel')
    await userEvent.click(button)
    await expect(args.onToggleSearch).toHaveBeenCalledTimes(1)
  },
}

/** A cart of 100+ units: 99+ on the badge. */
export const LargeCount: Story = {
  args: { cartCount: 120 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByTestId('mobile-cart-count')).toHaveTextContent('99+')
  },
}

/**
 * A server-rendered page before hydration: the session and the counts are not known yet; the
 * profile item is named 'Account', without a label to show, and no count shows.
 */
export const VisitorPending: Story = {
  args: { visitorPending: true, signedIn: true, wishlistCount: 2, cartCount: 7 },
  play: async ({ canvasElement }) => {
    const nav = bar(canvasElement)
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user-profile')
    await expect(nav.queryByRole('link', { name: 'Profile' })).toBeNull()
    await expect(nav.queryByRole('link', { name: 'Login' })).toBeNull()
    await expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wish-list')
    await expect(nav.getByRole('button', { name: 'Cart' })).toBeVisible()
    await expect(within(canvasElement).queryByTestId('mobile-cart-count')).toBeNull()
  },
}
