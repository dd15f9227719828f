import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Header } from '@/components/layout/Header'
import { SearchBar } from '@/components/search/SearchBar'
import { mobile } from './support'

const searchSlot = (
  <SearchBar value="" onValueChange={() => undefined} onSubmit={() => undefined} suggestions={[]} status="idle" />
)

/**
 * The sticky header (spec 000 s2): menu button, logo, the search bar (desktop), the account area,
 * the wishlist link and the cart button with their counts. On a phone only the menu button and
 * the logo: the bottom bar has the rest.
 */
const meta = {
  title: 'Components/Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    mobile: false,
    search: searchSlot,
    user: null,
    onLogout: fn(),
    wishlistCount: 0,
    cartCount: 0,
    onOpenCart: fn(),
    onOpenMenu: fn(),
    onMenuIntent: fn(),
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

/** A guest with an empty cart: 'Login / SignUp', zero counts. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'MediBazar home' })).toHaveAttribute('href', '/')
    const logo = canvas.getByRole('img', { name: 'MediBazar home' })
    await expect(logo).toHaveAttribute('width', '160')
    await expect(logo).toHaveAttribute('height', '40')
    await expect(canvas.getByRole('link', { name: 'Login / SignUp' })).toHaveAttribute('href', '/user-login')
    await expect(canvas.getByRole('searchbox')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wish-list')
    await expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
  },
}

/** Signed in with items: the customer's name, the counts on the icons; the cart icon opens the panel. */
export const SignedInWithCounts: Story = {
  args: { user: { name: 'Rahima Akter', phone: '01711000000' }, wishlistCount: 3, cartCount: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Account: Rahima Akter' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Login / SignUp' })).toBeNull()
    await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('3')
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('12')
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 12 items' }))
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1)
  },
}

/** Counts above 99 read 99+ on the badge; screen readers hear the number. */
export const LargeCounts: Story = {
  args: { wishlistCount: 1, cartCount: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('99+')
    await expect(canvas.getByRole('button', { name: 'Cart, 150 items' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
  },
}

/** The menu button opens the category menu (and preloads it on hover or focus). */
export const MenuButton: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Categories menu' })
    await userEvent.hover(button)
    await expect(args.onMenuIntent).toHaveBeenCalled()
    await userEvent.click(button)
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The header stays at the top while the page scrolls. */
export const Sticky: Story = {
  render: (args) => (
    <div>
      <Header {...args} />
      <div style={{ height: 2000 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner')
    await expect(getComputedStyle(header).position).toBe('sticky')
    window.scrollTo(0, 800)
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(0)
    window.scrollTo(0, 0)
  },
}

/** A phone: menu button and logo only. */
export const Mobile: Story = {
  globals: mobile,
  args: { mobile: true, search: null, user: { name: 'Rahima Akter', phone: '01711000000' }, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Categories menu' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'MediBazar home' })).toBeVisible()
    await expect(canvas.queryByRole('searchbox')).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Account/ })).toBeNull()
  },
}

/**
 * A server-rendered page before hydration: the session, wishlist and cart live in the browser, so
 * the account area keeps a guest's place, empty, and no count shows (not a wrong '0'). Nothing
 * moves when the real state renders.
 */
export const VisitorPending: Story = {
  args: { visitorPending: true, user: { name: 'Rahima Akter', phone: '01711000000' }, cartCount: 4, wishlistCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Login / SignUp' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Account/ })).toBeNull()
    const placeholder = canvas.getByTestId('account-pending')
    await expect(getComputedStyle(placeholder).visibility).toBe('hidden')
    await expect(canvas.queryByTestId('cart-count')).toBeNull()
    await expect(canvas.queryByTestId('wishlist-count')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wish-list')
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible()
  },
}

/** The account area's placeholder has the box of the guest's link: the header does not move. */
export const VisitorPendingKeepsTheBox: Story = {
  // One search landmark at most on a page: these headers go without their search bars.
  args: { search: null },
  render: (args) => (
    <>
      {/* Each in a labelled section, so neither is the page's banner landmark. */}
      <section aria-label="Before hydration" data-testid="pending">
        <Header {...args} visitorPending />
      </section>
      <section aria-label="A guest" data-testid="guest">
        <Header {...args} />
      </section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const placeholder = within(canvas.getByTestId('pending')).getByTestId('account-pending').getBoundingClientRect()
    const login = within(canvas.getByTestId('guest'))
      .getByRole('link', { name: 'Login / SignUp' })
      .getBoundingClientRect()
    await expect(Math.round(placeholder.width)).toBe(Math.round(login.width))
    await expect(Math.round(placeholder.height)).toBe(Math.round(login.height))
    await expect(Math.round(placeholder.left)).toBe(Math.round(login.left))
  },
}

/** On a Bangla page: the labels in Bangla, the counts in Bangla digits (the API's name as it is). */
export const InBangla: Story = {
  args: { user: { name: 'Rahima Akter', phone: '01711000000' }, wishlistCount: 3, cartCount: 12 },
  globals: { locale: 'bn' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'অ্যাকাউন্ট: Rahima Akter' })).toBeVisible()
    await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('৩')
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('১২')
    await expect(canvas.getByRole('searchbox', { name: 'ওষুধ ও পণ্য খুঁজুন' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'কার্ট, ১২টি পণ্য' }))
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1)
  },
}
