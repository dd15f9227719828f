import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation, useNavigate } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { mockSession } from '@mocks/session'
import SuccessPage from '@/pages/content/SuccessPage'
import { successState, type SuccessKind } from '@/content/success'
import { mobile } from './helpers'

/** A stand-in form page that goes to /success as the forms do: navigate with a history state. */
function ArriveFrom({ kind }: { kind: SuccessKind | 'garbage' }) {
  const location = useLocation()
  const navigate = useNavigate()
  if (location.pathname === '/success') return <SuccessPage />
  const state = kind === 'garbage' ? { success: 'lottery-win' } : successState(kind)
  return (
    <button type="button" onClick={() => void navigate('/success', { state })}>
      Send
    </button>
  )
}

async function arrive(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
  const heading = await canvas.findByRole('heading', { level: 1, name: 'Thank you!' })
  return { canvas, heading }
}

/**
 * /success: the thank-you page after a prescription upload or a contact message, shared with
 * checkout. It says what was received (from the history state; see src/content/success.ts)
 * and moves focus to its heading so screen readers announce it.
 */
const meta = {
  title: 'Pages/Success',
  component: SuccessPage,
  tags: ['autodocs'],
  parameters: { route: { url: '/upload-prescription' } },
} satisfies Meta<typeof SuccessPage>

export default meta
type Story = StoryObj<typeof meta>

/** After a prescription upload (guest). */
export const AfterPrescription: Story = {
  render: () => <ArriveFrom kind="prescription" />,
  play: async ({ canvasElement }) => {
    const { canvas, heading } = await arrive(canvasElement)
    await expect(heading).toHaveFocus()
    await expect(
      canvas.getByText(
        'We have received your prescription. Our pharmacist will check it and call you to confirm your order.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByRole('link', { name: 'My Prescription' })).toBeNull()
    await expect(document.title).toBe('Thank you | Online Pharmacy')
  },
}

/** After a prescription upload, signed in: a link to My Prescription too. */
export const AfterPrescriptionSignedIn: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  render: () => <ArriveFrom kind="prescription" />,
  play: async ({ canvasElement }) => {
    const { canvas } = await arrive(canvasElement)
    await expect(canvas.getByRole('link', { name: 'My Prescription' })).toHaveAttribute('href', '/my-prescription')
  },
}

/** After a contact message. */
export const AfterMessage: Story = {
  render: () => <ArriveFrom kind="message" />,
  play: async ({ canvasElement }) => {
    const { canvas, heading } = await arrive(canvasElement)
    await expect(heading).toHaveFocus()
    await expect(canvas.getByText('We have received your message and will get back to you soon.')).toBeVisible()
  },
}

/** After an order (checkout), signed in: a link to My Orders. */
export const AfterOrderSignedIn: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  render: () => <ArriveFrom kind="order" />,
  play: async ({ canvasElement }) => {
    const { canvas } = await arrive(canvasElement)
    await expect(
      canvas.getByText('We have received your order and will call you to confirm the delivery.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders')
  },
}

/** Opened directly (a reload or a bookmark: no state): a general thank-you. */
export const OpenedDirectly: Story = {
  parameters: { route: { path: '/success', url: '/success' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toHaveFocus()
    await expect(canvas.getByText('We have received your request and will get back to you soon.')).toBeVisible()
  },
}

/** A state the page does not know is read as none. */
export const UnknownState: Story = {
  render: () => <ArriveFrom kind="garbage" />,
  play: async ({ canvasElement }) => {
    const { canvas } = await arrive(canvasElement)
    await expect(canvas.getByText('We have received your request and will get back to you soon.')).toBeVisible()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  render: () => <ArriveFrom kind="message" />,
  play: async ({ canvasElement }) => {
    const { canvas } = await arrive(canvasElement)
    const link = canvas.getByRole('link', { name: 'Continue Shopping' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
