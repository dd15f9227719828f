import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { answerWith, failWith } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { Shell } from '@/app/AppLayout'
import { getCartPanelActor, isCartPanelOpen } from '@/cart/panel'
import HomePage from '@/pages/HomePage'
import { napa, seclo } from '../fixtures/products'
import { currentLocation, mobile, recordRequests } from './support'

const categoryRequests: URL[] = []
const metadataRequests: URL[] = []

/**
 * The page shell on the mock shop (spec 000 s2 "Shell layout"): top strip, sticky header (search,
 * account, wishlist and cart with counts), 'All Categories' and the top menu, footer with pages and
 * categories; on a phone the bottom bar, the search panel and the category menu. Counts come from
 * the cart and wishlist stores, the account from the session; the cart icon opens the cart panel.
 */
const meta = {
  title: 'Pages/Shell',
  component: Shell,
  tags: ['autodocs'],
  args: { children: <p>Page content</p> },
  parameters: { layout: 'fullscreen', route: { url: '/account' } },
  beforeEach({ msw }) {
    categoryRequests.length = 0
    msw.use(
      answerWith('GET', '/api/popup-status', { status: 0 }),
      recordRequests('get', '*/api/page-category-name/:slug', categoryRequests),
    )
  },
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

/** The cart panel's state, for a failure's message. */
function cartPanelState(button: HTMLElement): string {
  const snapshot = getCartPanelActor()?.getSnapshot()
  const machine = snapshot ? `machine ${snapshot.status}, ${JSON.stringify(snapshot.value)}` : 'no machine yet'
  return `the button is ${button.isConnected ? '' : 'not '}in the page, the panel is ${isCartPanelOpen() ? 'open' : 'closed'} (${machine})`
}

const header = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'))
const footer = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('contentinfo'))

/** A guest on desktop: everything from the shop's calls; 'Login / SignUp'; zero counts. */
export const GuestDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Phone: 09610-001122' })).toHaveAttribute(
      'href',
      'tel:09610001122',
    )
    await expect(canvas.getByRole('link', { name: /WhatsApp: 01700-112233/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801700112233',
    )
    const top = header(canvasElement)
    await expect(top.getByRole('link', { name: 'Login / SignUp' })).toHaveAttribute('href', '/user-login')
    await expect(top.getByRole('searchbox')).toBeVisible()
    await expect(top.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible()
    await expect(top.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
    await expect(await nav.findByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/join-our-team')
    await userEvent.click(nav.getByRole('button', { name: 'All Categories' }))
    await expect(nav.getByRole('link', { name: 'Medicines' })).toHaveAttribute('href', '/product/medicines')
    await expect(nav.getByRole('link', { name: 'Fever & Pain' })).toHaveAttribute('href', '/category/fever-pain')
    const bottom = footer(canvasElement)
    await expect(await bottom.findByRole('link', { name: 'Return Policy' })).toHaveAttribute(
      'href',
      '/page/return-policy',
    )
    await expect(bottom.getByRole('link', { name: 'Korean Beauty' })).toHaveAttribute('href', '/category/korean-beauty')
    await expect(bottom.getByText('© 2026 MediBazar Limited. All rights reserved.')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull()
  },
}

/** Signed in with a cart and a wishlist: the name, the cart's units and the wishlist's count. */
export const SignedInWithCounts: Story = {
  parameters: {
    session: {
      signedIn: mockSession(),
      cart: [
        { ...napa, qty: 3 },
        { ...seclo, qty: 2 },
      ],
      wishlist: [napa],
    },
  },
  play: async ({ canvasElement }) => {
    const top = header(canvasElement)
    await expect(top.getByRole('button', { name: 'Account: Rahima Akter' })).toBeVisible()
    await expect(top.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible()
    await expect(top.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
  },
}

/** Another tab adds to the wishlist: the count follows the storage event. */
export const WishlistFromAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    const top = header(canvasElement)
    await expect(top.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible()
    localStorage.setItem('wishlist', JSON.stringify([napa, seclo]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    await waitFor(() => expect(top.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible())
  },
}

/** The cart icon opens the cart panel ('Cart Item'). */
export const CartIconOpensPanel: Story = {
  parameters: { session: { cart: [{ ...napa, qty: 1 }] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement).getByRole('button', { name: 'Cart, 1 item' }))
    // The panel itself, not its frame (busy while the panel's code arrives: a busy machine showed
    // it, and the frame's native dialog closes on trusted keys only, not on userEvent's Escape).
    const panel = await within(document.body).findByRole('dialog', { name: 'Cart Item', busy: false })
    await expect(panel).toBeVisible()
    // It takes the focus once it is ready for keys (its Escape listener starts with it).
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
  },
}

/** Logout: the session is removed and the shopper lands on the home page as a guest. */
export const Logout: Story = {
  parameters: { session: { signedIn: mockSession() } },
  play: async ({ canvasElement }) => {
    const top = header(canvasElement)
    await userEvent.click(top.getByRole('button', { name: 'Account: Rahima Akter' }))
    await userEvent.click(top.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(currentLocation()).toBe('/'))
    await expect(localStorage.getItem('token')).toBeNull()
    await expect(localStorage.getItem('user')).toBeNull()
    await expect(top.getByRole('link', { name: 'Login / SignUp' })).toBeVisible()
  },
}

/** The skip link is the first stop of the keyboard and moves the focus to the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('id', 'main')
  },
}

/** The desktop menu button opens the category sidebar; Escape returns to the button. */
export const DesktopCategorySidebar: Story = {
  play: async ({ canvasElement }) => {
    const button = header(canvasElement).getByRole('button', { name: 'Categories menu' })
    await userEvent.click(button)
    // The menu's code loads at this click (the preview's 15 s bound covers a cold dev server).
    const panel = await within(document.body).findByRole('dialog', { name: 'All Categories' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Fever & Pain' })).toBeVisible())
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(button).toHaveFocus())
    await expect(categoryRequests).toHaveLength(0)
  },
}

/** A phone: the bottom bar instead of the header's actions; no desktop navigation or search bar. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { session: { cart: [{ ...napa, qty: 2 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = within(canvas.getByRole('navigation', { name: 'Shortcuts' }))
    await expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-login')
    await expect(bar.getByRole('button', { name: /^Cart \(2 items\)$/ })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull()
    await expect(header(canvasElement).queryByRole('searchbox')).toBeNull()
    // Queried at the click: a button of an earlier render would take the click out of the page.
    const cart = within(canvas.getByRole('navigation', { name: 'Shortcuts' })).getByRole('button', { name: /^Cart/ })
    await userEvent.click(cart)
    const panel = await within(document.body).findByRole(
      'dialog',
      { name: 'Cart Item' },
      // Once in a clean-clone run the panel never came: say what the page knew then.
      { onTimeout: (error) => new Error(`${error.message.split('\n')[0]}: ${cartPanelState(cart)}`) },
    )
    await expect(panel).toBeVisible()
  },
}

/**
 * A phone on a listing of Fever & Pain: the menu asks which main category the page belongs to and
 * opens with Medicines expanded.
 */
export const MobileMenuOnListing: Story = {
  globals: mobile,
  parameters: { route: { url: '/category/fever-pain' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement).getByRole('button', { name: 'Categories menu' }))
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Categories' }))
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute('aria-expanded', 'true'),
    )
    await expect(categoryRequests.map((url) => url.pathname)).toEqual(['/api/page-category-name/fever-pain'])
    await expect(panel.getByRole('button', { name: 'Baby Care subcategories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.click(panel.getByRole('link', { name: 'Antibiotics' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(currentLocation()).toBe('/category/antibiotics')
  },
}

/** Not on a listing: nothing is asked, every category starts closed. */
export const MobileMenuElsewhere: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(header(canvasElement).getByRole('button', { name: 'Categories menu' }))
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Categories' }))
    await waitFor(() => expect(panel.getByRole('button', { name: 'Medicines subcategories' })).toBeVisible())
    await expect(panel.getByRole('button', { name: 'Medicines subcategories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(categoryRequests).toHaveLength(0)
  },
}

/** The categories call fails (logged): the mega-menu says so; the rest of the shell works. */
export const CategoriesFail: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/categories/', 500))
  },
  play: async ({ canvasElement }) => {
    const errors = spyOn(console, 'error')
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }))
    await waitFor(() => expect(canvas.getByText('No categories available.')).toBeVisible())
    await waitFor(() =>
      expect(errors.mock.calls.some((call) => call[0] === 'Categories could not be loaded')).toBe(true),
    )
    await expect(await footer(canvasElement).findByRole('link', { name: 'About Us' })).toBeVisible()
    errors.mockRestore()
  },
}

/** The menus and pages calls fail (logged): no top menu links, no important links; the rest works. */
export const MenusAndPagesFail: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/menus', 500), failWith('GET', '/api/all-pages', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await footer(canvasElement).findByRole('heading', { name: 'Contact us' })).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0)
    await expect(footer(canvasElement).queryByRole('navigation', { name: 'Important links' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toBeVisible()
  },
}

/** The site metadata fails (logged): the strip keeps the tagline, the footer shows its links without it. */
export const SiteMetadataFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/tags', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('contentinfo')).not.toHaveAttribute('aria-busy'))
    await expect(canvas.getByText('Medicines and healthcare products delivered to your doorstep')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Phone:/ })).toBeNull()
    await expect(footer(canvasElement).getByRole('link', { name: 'Medicines' })).toBeVisible()
  },
}

/** The home page inside the shell: the site metadata is asked for once for both (header, footer, WhatsApp card). */
export const OneMetadataCallPerPageLoad: Story = {
  args: { children: <HomePage /> },
  parameters: { route: { url: '/' } },
  beforeEach({ msw }) {
    metadataRequests.length = 0
    msw.use(recordRequests('get', '*/api/v2/tags', metadataRequests))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The home page's lower sections (the WhatsApp card) are a chunk of their own (the preview's
    // 15 s bound covers a cold dev server).
    await expect(await canvas.findByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801700112233',
    )
    await expect(await canvas.findByRole('link', { name: 'Phone: 09610-001122' })).toBeVisible()
    await expect(await footer(canvasElement).findByRole('heading', { name: 'Contact us' })).toBeVisible()
    await expect(metadataRequests).toHaveLength(1)
  },
}
