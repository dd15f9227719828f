import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import CancelOrderPage from '@/pages/account/CancelOrderPage'
import { expectToastShown } from '../content/helpers'
import {
  expectFieldError,
  expectLocation,
  fill,
  mobile,
  recordPosts,
  recordToasts,
  signedInDemo,
  type ShownToast,
} from './support'

let recorder = recordPosts('/api/v2/store-cancel-order/:id')
let shown: ShownToast[] = []

/**
 * /cancel-oreder-request/{id} on the mock shop: the order id and a required reason. Success:
 * 'Cancel Request Sent Successful' and on to /user-profile. Failures under the reason.
 */
const meta = {
  title: 'Pages/CancelOrder',
  component: CancelOrderPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/cancel-oreder-request/:id', url: '/cancel-oreder-request/112' }, ...signedInDemo },
  beforeEach({ msw }) {
    recorder = recordPosts('/api/v2/store-cancel-order/:id')
    msw.use(recorder.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof CancelOrderPage>

export default meta
type Story = StoryObj<typeof meta>

async function reasonField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: /Reason/ })
}

/** Cancels order 100242: the reason is sent, the toast, on to the profile. */
export const Cancels: Story = {
  play: async ({ canvasElement }) => {
    const reason = await reasonField(canvasElement)
    await expect(within(canvasElement).getByText('#100242')).toBeVisible()
    await fill(reason, 'Ordered the wrong strength.')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Cancel Request' }))
    await expectLocation(canvasElement, '/user-profile')
    await expect(recorder.sent).toEqual([{ reason: 'Ordered the wrong strength.' }])
    await expectToastShown(shown, { type: 'success', text: 'Cancel Request Sent Successful' })
  },
}

/** The reason is required. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const reason = await reasonField(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Cancel Request' }))
    await expectFieldError(reason, 'The reason field is required.')
    await expect(recorder.sent).toHaveLength(0)
  },
}

/** A server error: its message under the reason; the reason kept, no navigation. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/v2/store-cancel-order/{id}', 500))
  },
  play: async ({ canvasElement }) => {
    const reason = await reasonField(canvasElement)
    await fill(reason, 'Changed my mind')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Cancel Request' }))
    await expectFieldError(reason, 'Server Error')
    await expect(reason).toHaveValue('Changed my mind')
    await expectLocation(canvasElement, '/cancel-oreder-request/112')
  },
}

/** The shop's 422 (e.g. cancelled meanwhile) under the reason. */
export const NoLongerPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('POST', '/api/v2/store-cancel-order/{id}', 422, {
        message: 'The given data was invalid.',
        errors: { reason: ['Only pending orders can be cancelled.'] },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const reason = await reasonField(canvasElement)
    await fill(reason, 'Changed my mind')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Cancel Request' }))
    await expectFieldError(reason, 'Only pending orders can be cancelled.')
  },
}

/** A delivered order cannot be cancelled: said instead of the form. */
export const NotPending: Story = {
  parameters: { route: { path: '/cancel-oreder-request/:id', url: '/cancel-oreder-request/101' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/Order #100231 is Delivered: only a Pending order can be cancelled\./, undefined),
    ).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: /Reason/ })).toBeNull()
  },
}

/** An order that does not exist. */
export const NotFound: Story = {
  parameters: { route: { path: '/cancel-oreder-request/:id', url: '/cancel-oreder-request/999' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('This order could not be found.')).toBeVisible())
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await reasonField(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
