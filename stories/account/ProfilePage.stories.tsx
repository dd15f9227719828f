import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import ProfilePage from '@/pages/account/ProfilePage'
import { expectExactLocation, mobile, signedInDemo, signedInFresh } from './support'

/**
 * /user-profile on the mock shop, signed in as the demo customer: name, email, phone, total
 * orders (14), the active address (Dhanmondi) and the wallet (৳250.00), under the account menu.
 */
const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  tags: ['autodocs'],
  parameters: { route: { path: '/user-profile', url: '/user-profile' }, ...signedInDemo },
} satisfies Meta<typeof ProfilePage>

export default meta
type Story = StoryObj<typeof meta>

function row(canvasElement: HTMLElement, label: string): HTMLElement {
  return within(canvasElement).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement
}

/** The demo customer's profile, every value from the shop. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    await expect(document.title).toBe('My Profile | Online Pharmacy')
    await expect(row(canvasElement, 'Name')).toHaveTextContent('Rahima Akter')
    await waitFor(() => expect(row(canvasElement, 'Total Orders')).toHaveTextContent('14'))
    await waitFor(() =>
      expect(row(canvasElement, 'Shipping Address')).toHaveTextContent('House 27, Road 9/A, Dhanmondi, Dhaka'),
    )
    await waitFor(() => expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳250.00'))
    await expect(canvas.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Update profile' })).toHaveAttribute('href', '/my-information')
  },
}

/** A customer without orders or addresses. */
export const NewCustomer: Story = {
  parameters: signedInFresh,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'Total Orders')).toHaveTextContent('0'))
    await waitFor(() => expect(row(canvasElement, 'Shipping Address')).toHaveTextContent('No active address.'))
    await waitFor(() => expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳0.00'))
  },
}

/** The server values still loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      hang('GET', '/api/auth/order-total/{customerId}'),
      hang('GET', '/api/auth/customer-active-address/{customerId}'),
      hang('GET', '/api/auth/wallet-blacne/{customerId}'),
    )
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading...')).toHaveLength(3)
    await expect(row(canvasElement, 'Email')).toHaveTextContent('demo@medibazar.test')
  },
}

/** The server values failed: said in place, the stored name, email and phone still shown. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('GET', '/api/auth/order-total/{customerId}', 404),
      failWith('GET', '/api/auth/customer-active-address/{customerId}', 404),
      failWith('GET', '/api/auth/wallet-blacne/{customerId}', 404),
    )
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('Not available right now')).toHaveLength(3))
    await expect(row(canvasElement, 'Phone')).toHaveTextContent('01711000000')
  },
}

/** Logout in the account menu: token and user removed, on to the home page. */
export const Logout: Story = {
  play: async ({ canvasElement }) => {
    await expect(localStorage.getItem('token')).not.toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }))
    await expectExactLocation(canvasElement, '/')
    await expect(localStorage.getItem('token')).toBeNull()
    await expect(localStorage.getItem('user')).toBeNull()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'Wallet Balance')).toHaveTextContent('৳250.00'))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
