import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { productBySlug } from '@mocks/lib/catalogue'
import { mockSession } from '@mocks/session'
import { MESSAGES } from '@/components/content'
import StockRequestPage from '@/pages/content/StockRequestPage'
import {
  clickThreeTimes,
  expectFieldErrors,
  expectFullWidth,
  expectNoSidewaysScroll,
  expectSubmitRefused,
  expectValues,
  fillForm,
  formPageStory,
  stockRequestFields,
} from './formStories'
import { expectLocation, expectOnlyToasts, expectToast, fill, mobile, validationAnswer } from './helpers'

const PATH = '/api/product-request'
const SLUG = 'reset-500-mg-tablet'
const PRODUCT_ID = productBySlug(SLUG)?.id
const page = formPageStory({ path: PATH })

const at = (slug: string) => ({ route: { path: '/stock-request/:slug', url: `/stock-request/${slug}` } })

/**
 * /stock-request/{slug} on the mock shop: the out-of-stock product (GET /api/request-product/{slug})
 * and the request form. Sent as JSON with the product's id; 'Request Sent Successful!' and the
 * form is cleared; a 422 under the fields; anything else 'Something Wrong!' with the input kept.
 */
const meta = {
  title: 'Pages/StockRequest',
  component: StockRequestPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/stock-request/:slug', url: `/stock-request/${SLUG}` } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof StockRequestPage>

export default meta
type Story = StoryObj<typeof meta>

/** The form's fields, once the product has loaded and the form is there. */
async function fields(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('form', { name: 'Request stock of Reset 500 mg Tablet' })
  return stockRequestFields(canvasElement)
}

async function fillValid(canvasElement: HTMLElement) {
  const f = await fields(canvasElement)
  await fillForm(f, { name: 'Shakil Ahmed', phone: '01912345678', quantity: '3' })
  return f
}

const VALID_SENT = {
  customer_name: 'Shakil Ahmed',
  customer_email: '',
  customer_phone: '01912345678',
  request_quantity: 3,
  product_id: PRODUCT_ID,
}

/** The product (out of stock) above an empty form; quantity starts at 1. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement)
    await expect(f.canvas.getByRole('heading', { level: 1, name: 'Request Stock' })).toBeVisible()
    await expect(f.canvas.getByRole('link', { name: 'Reset 500 mg Tablet' })).toHaveAttribute(
      'href',
      '/product-details/reset-500-mg-tablet',
    )
    await expect(f.canvas.getByText('Out of Stock')).toBeVisible()
    await expect(f.canvas.getByText('৳12.00')).toBeVisible()
    await expect(f.name).toHaveValue('')
    await expect(f.name).toBeRequired()
    await expect(f.phone).toBeRequired()
    await expect(f.email).not.toBeRequired()
    await expect(f.quantity).toHaveValue('1')
    await expect(f.quantity).toHaveAttribute('inputmode', 'numeric')
    await expect(document.title).toBe('Request stock: Reset 500 mg Tablet | Online Pharmacy')
    await expect(page.sent).toHaveLength(0)
  },
}

/** Filled in with an email too. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await fill(f.email, 'shakil@example.com')
    await expect(f.quantity).toHaveValue('3')
    await expect(page.sent).toHaveLength(0)
  },
}

/** The product still loading. */
export const LoadingProduct: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/request-product/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the product…')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** An unknown slug: the shop answers 404; a way back to shopping, no form. */
export const ProductNotFound: Story = {
  parameters: at('no-such-medicine'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('We could not find this product. It may have been removed.')
    await expect(within(alert).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** The product call fails (500 once): a retry button that loads it. */
export const ProductLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/request-product/{slug}', 500, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The product could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('form', { name: /Reset 500 mg Tablet/ })).toBeVisible()
  },
}

/** A product that is in stock: no request form, a link to order it instead. */
export const ProductInStock: Story = {
  parameters: at('napa-500-mg-tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('In stock')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Order it from its page' })).toHaveAttribute(
      'href',
      '/product-details/napa-500-mg-tablet',
    )
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** Required fields empty and a quantity of 0: messages under the fields, focus on the first. */
export const ClientInvalid: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement)
    await fill(f.quantity, '')
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      phone: MESSAGES.phoneRequired,
      quantity: MESSAGES.quantityRequired,
    })
    await expect(f.email).not.toHaveAttribute('aria-invalid')

    await fillForm(f, { name: 'Shakil Ahmed', phone: '01912345678', email: 'shakil@', quantity: '0' })
    await userEvent.click(f.submit)
    await expectFieldErrors(f, { email: MESSAGES.emailInvalid, quantity: MESSAGES.quantityInvalid })
    await waitFor(() => expect(f.email).toHaveFocus())
    await fill(f.quantity, '2.5')
    await expectFieldErrors(f, { quantity: MESSAGES.quantityInvalid })
    await expect(page.sent).toHaveLength(0)
  },
}

/** Sent as JSON with the product's id and the quantity as a number; toast, the form cleared. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Request Sent Successful!', 'success')
    await expectOnlyToasts(page.shown, [{ type: 'success', text: 'Request Sent Successful!' }])
    await expect(page.sent).toEqual([VALID_SENT])
    await waitFor(() => expect(f.name).toHaveValue(''))
    await expect(f.phone).toHaveValue('')
    await expect(f.quantity).toHaveValue('1')
    await expect(f.submit).toBeEnabled()
    await expectLocation(canvasElement, `/stock-request/${SLUG}`)
  },
}

/**
 * A Bangla keyboard (decision 0034): phone and quantity typed in Bangla digits stay so in the
 * fields and are sent in ASCII digits, the quantity as a number.
 */
export const BanglaDigits: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement)
    await fillForm(f, { name: 'Shakil Ahmed', phone: '০১৯১২৩৪৫৬৭৮', quantity: '১২' })
    await expectValues(f, { phone: '০১৯১২৩৪৫৬৭৮', quantity: '১২' })
    await userEvent.click(f.submit)
    await expectToast('Request Sent Successful!', 'success')
    await expect(page.sent).toEqual([{ ...VALID_SENT, customer_phone: '01912345678', request_quantity: 12 }])
  },
}

/** Signed in: the customer's name, email and phone are filled in and sent. */
export const SignedInPrefilled: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement)
    const { user } = mockSession(7)
    await expectValues(f, { name: user.name, email: user.email, phone: user.phone })
    await userEvent.click(f.submit)
    await expectToast('Request Sent Successful!', 'success')
    await expect(page.sent).toEqual([
      {
        customer_name: user.name,
        customer_email: user.email,
        customer_phone: user.phone,
        request_quantity: 1,
        product_id: PRODUCT_ID,
      },
    ])
  },
}

/** Three fast clicks: one request; 'Loading...' on the disabled button while it runs. */
export const NoDoubleSubmit: Story = {
  beforeEach: page.holding(400),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await clickThreeTimes(canvasElement, f.submit, 'Loading...')
    await expectToast('Request Sent Successful!', 'success')
    await expect(page.sent).toHaveLength(1)
  },
}

/** A 422 (stubbed): the first message of each field under it, focus on the first. */
export const Server422: Story = {
  beforeEach: page.answeredBy(
    validationAnswer(PATH, {
      request_quantity: ['The request quantity must be an integer.'],
      customer_phone: ['The customer phone must be 11 digits.'],
    }),
  ),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, {
      phone: 'The customer phone must be 11 digits.',
      quantity: 'The request quantity must be an integer.',
    })
    await expectOnlyToasts(page.shown, [])
    await expect(f.name).toHaveValue('Shakil Ahmed')
    await expect(page.sent).toHaveLength(1)
  },
}

/** The shop's own rule: at most 1000. Its message lands under Quantity; the input stays. */
export const Server422FromShop: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await fill(f.quantity, '5000')
    await expectSubmitRefused(f, { quantity: 'The request quantity must not be greater than 1000.' })
    await expect(f.quantity).toHaveValue('5000')
    await expect(page.sent).toEqual([{ ...VALID_SENT, request_quantity: 5000 }])
  },
}

/** The shop fails: 'Something Wrong!'; the input stays and can be sent again. */
export const ServerFailure: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500, undefined, { once: true })),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expectValues(f, { name: 'Shakil Ahmed', phone: '01912345678', quantity: '3' })
    await waitFor(() => expect(f.submit).toBeEnabled())
    await userEvent.click(f.submit)
    await expectToast('Request Sent Successful!', 'success')
    await expect(page.sent).toEqual([VALID_SENT, VALID_SENT])
  },
}

/** A 390 px phone: product and form stacked, full-width button. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectFullWidth(f.submit)
    await expectNoSidewaysScroll()
    await userEvent.click(f.submit)
    await expectToast('Request Sent Successful!', 'success')
    await expect(page.sent).toEqual([VALID_SENT])
  },
}

/** A 390 px phone with client errors. */
export const MobileClientInvalid: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement)
    await expectSubmitRefused(f, { name: MESSAGES.name, phone: MESSAGES.phoneRequired })
  },
}
