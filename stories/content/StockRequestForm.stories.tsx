import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { MESSAGES, StockRequestForm } from '@/components/content'
import {
  expectFullWidth,
  expectSubmitRefused,
  expectValues,
  fillIn,
  onSubmitThat,
  stockRequestFields as fields,
} from './formStories'
import { fill, mobile } from './helpers'

/**
 * The stock request form on its own: name, phone and quantity (a whole number of at least 1)
 * required, email optional. The quantity is emitted as a number; the page adds the product id.
 */
const meta = {
  title: 'Components/Content/StockRequestForm',
  component: StockRequestForm,
  tags: ['autodocs'],
  args: { onSubmit: onSubmitThat.resolves(), onFailure: fn(), productName: 'Reset 500 mg Tablet' },
} satisfies Meta<typeof StockRequestForm>

export default meta
type Story = StoryObj<typeof meta>

const fillValid = (canvasElement: HTMLElement) =>
  fillIn(fields, canvasElement, { name: 'Shakil Ahmed', phone: '01912345678', quantity: '4' })

/** Empty: quantity 1; the form is named after the product. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByRole('form', { name: 'Request stock of Reset 500 mg Tablet' })).toBeVisible()
    await expect(f.quantity).toHaveValue('1')
    await expect(f.email).not.toBeRequired()
  },
}

/** Filled and sent: quantity as a number, empty email as ''; then cleared back to quantity 1. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      customer_name: 'Shakil Ahmed',
      customer_email: '',
      customer_phone: '01912345678',
      request_quantity: 4,
    })
    await waitFor(() => expect(f.quantity).toHaveValue('1'))
    await expect(f.name).toHaveValue('')
  },
}

/** Prefilled (signed in): cleared back to the prefill after a request. */
export const Prefilled: Story = {
  args: { defaultValues: { customer_name: 'Rahima Akter', customer_phone: '01711000000' } },
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.name).toHaveValue('Rahima Akter')
    await fill(f.quantity, '2')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(f.quantity).toHaveValue('1'))
    await expect(f.name).toHaveValue('Rahima Akter')
  },
}

/** Client rules: quantity 0 and missing name/phone; nothing emitted. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.quantity, '0')
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      phone: MESSAGES.phoneRequired,
      quantity: MESSAGES.quantityInvalid,
    })
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While sending: 'Loading...', disabled. */
export const Busy: Story = {
  args: { onSubmit: onSubmitThat.neverEnds() },
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expect(await f.canvas.findByRole('button', { name: 'Loading...' })).toBeDisabled()
  },
}

/** A 422 rejection on the quantity. */
export const Server422: Story = {
  args: {
    onSubmit: onSubmitThat.answers422({ request_quantity: ['The request quantity must not be greater than 1000.'] }),
  },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, { quantity: 'The request quantity must not be greater than 1000.' })
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

/** Any other rejection: onFailure; values kept. */
export const ServerFailure: Story = {
  args: { onSubmit: onSubmitThat.fails() },
  play: async ({ args, canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1))
    await expectValues(f, { name: 'Shakil Ahmed', phone: '01912345678', quantity: '4' })
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectFullWidth(fields(canvasElement).submit)
  },
}
