import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { emptyList, failWith, hang } from '@mocks/faults'
import PrescriptionsPage from '@/pages/account/PrescriptionsPage'
import { mobile, signedInDemo } from './support'

/** /my-prescription on the mock shop: the demo customer's three prescriptions. */
const meta = {
  title: 'Pages/MyPrescription',
  component: PrescriptionsPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/my-prescription', url: '/my-prescription' }, ...signedInDemo },
} satisfies Meta<typeof PrescriptionsPage>

export default meta
type Story = StoryObj<typeof meta>

/** Three rows with download links; Upload Prescription beside the heading. */
export const Prescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Prescription' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Download/ })).toHaveLength(3))
    await expect(canvas.getByRole('link', { name: 'My Prescription' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Upload Prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    )
  },
}

/** None yet: a note and the way to upload one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/auth/my-prescription/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText('You have not uploaded any prescriptions yet.', undefined)
    await expect(status).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/my-prescription/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your prescriptions...')
  },
}

/** A failure: said, with Try again (which asks again). */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/my-prescription/{customerId}', 404))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', undefined)).toHaveTextContent(
      'Your prescriptions could not be loaded.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
  },
}

/** The server no longer accepts the session (401): asked to log in again, which signs out first. */
export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/my-prescription/{customerId}', 401))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your session has expired. Please log in again.', undefined)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }))
    await waitFor(() =>
      expect(canvas.getByTestId('current-location').textContent).toBe('/user-login?redirect=%2Fmy-prescription'),
    )
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('link', { name: /^Download/ })).toHaveLength(3))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
