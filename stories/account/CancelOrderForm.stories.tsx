import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CancelOrderForm, MESSAGES } from '@/components/account'
import { expectFieldError, fill, mobile, serverError, validationError } from './support'

/**
 * Cancel Order (spec 001 s2, s8): the order id and a required reason. A 422, and any other
 * failure, is shown under the reason.
 */
const meta = {
  title: 'Components/Account/CancelOrderForm',
  component: CancelOrderForm,
  tags: ['autodocs'],
  args: {
    orderCode: '100242',
    onSubmit: fn(() => Promise.resolve()),
    describeFailure: () => 'Something Wrong!',
  },
} satisfies Meta<typeof CancelOrderForm>

export default meta
type Story = StoryObj<typeof meta>

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    reason: canvas.getByRole('textbox', { name: /Reason/ }),
    submit: canvas.getByRole('button', { name: 'Send Cancel Request' }),
  }
}

/** The order id; the reason is required. */
export const ReasonRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByText('#100242')).toBeVisible()
    await userEvent.click(f.submit)
    await expectFieldError(f.reason, MESSAGES.reasonRequired)
    await fill(f.reason, '    ')
    await userEvent.click(f.submit)
    await expectFieldError(f.reason, MESSAGES.reasonRequired)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The reason is handed over once (trimmed). */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.reason, ' Ordered the wrong strength. ')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Ordered the wrong strength.' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** A 422 (e.g. the order is no longer pending) under the reason; the reason stays. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(validationError({ reason: ['Only pending orders can be cancelled.'] }))),
  },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.reason, 'Changed my mind')
    await userEvent.click(f.submit)
    await expectFieldError(f.reason, 'Only pending orders can be cancelled.')
    await expect(f.reason).toHaveValue('Changed my mind')
  },
}

/** Any other failure: the page's text for it under the reason too. */
export const OtherFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(serverError())) },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.reason, 'Changed my mind')
    await userEvent.click(f.submit)
    await expectFieldError(f.reason, 'Something Wrong!')
    await expect(f.reason).toHaveFocus()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
