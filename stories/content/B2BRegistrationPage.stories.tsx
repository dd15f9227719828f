import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { failWith } from '@mocks/faults'
import { MESSAGES } from '@/components/content'
import B2BRegistrationPage from '@/pages/content/B2BRegistrationPage'
import {
  b2bFields as fields,
  clickThreeTimes,
  expectFieldErrors,
  expectFullWidth,
  expectNoSidewaysScroll,
  expectSubmitRefused,
  expectValues,
  fillForm,
  fillIn,
  formPageStory,
} from './formStories'
import { expectLocation, expectOnlyToasts, expectToast, mobile, validationAnswer } from './helpers'

const PATH = '/api/b-to-b-registration'
const page = formPageStory({ path: PATH })

/**
 * /b2b-registration on the mock shop: organization, contact person and phone required, email and
 * address optional, sent as JSON. 'B2B Registration Successful!' and the form is cleared; a 422
 * under the fields (the shop checks organization and email); else 'Something Wrong!'.
 */
const meta = {
  title: 'Pages/B2BRegistration',
  component: B2BRegistrationPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/b2b-registration', url: '/b2b-registration' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof B2BRegistrationPage>

export default meta
type Story = StoryObj<typeof meta>

const VALID = {
  organization: 'Lazz Pharma, Kalabagan',
  name: 'Farhana Islam',
  phone: '01512345678',
  email: 'purchase@lazz.example',
  address: '64/3 Lake Circus, Kalabagan, Dhaka 1205',
}

const fillValid = (canvasElement: HTMLElement) => fillIn(fields, canvasElement, VALID)

/** Empty: three required fields, two optional ones. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByRole('heading', { level: 1, name: 'B2B Registration' })).toBeVisible()
    for (const field of [f.organization, f.name, f.phone]) await expect(field).toBeRequired()
    for (const field of [f.email, f.address]) await expect(field).not.toBeRequired()
    await expect(f.organization).toHaveAccessibleDescription('The pharmacy, clinic, hospital or company that buys.')
    await expect(document.title).toBe('B2B Registration | Online Pharmacy')
    await expect(page.sent).toHaveLength(0)
  },
}

/** Every field filled in. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expect(f.address).toHaveValue(VALID.address)
    await expect(page.sent).toHaveLength(0)
  },
}

/** Nothing filled in: organization, contact person and phone are asked for; focus on organization. */
export const ClientInvalid: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, {
      organization: MESSAGES.organization,
      name: MESSAGES.contactPerson,
      phone: MESSAGES.phoneRequired,
    })
    await expect(f.email).not.toHaveAttribute('aria-invalid')
    await expect(f.address).not.toHaveAttribute('aria-invalid')
    // The hint stays linked beside the error.
    await expect(f.organization.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2)

    await fillForm(f, {
      organization: VALID.organization,
      name: VALID.name,
      phone: VALID.phone,
      email: 'purchase at lazz',
    })
    await userEvent.click(f.submit)
    await expectFieldErrors(f, { email: MESSAGES.emailInvalid })
    await waitFor(() => expect(f.email).toHaveFocus())
    await expect(page.sent).toHaveLength(0)
  },
}

/** Sent as JSON with the five fields; toast; the form is cleared for the next registration. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('B2B Registration Successful!', 'success')
    await expectOnlyToasts(page.shown, [{ type: 'success', text: 'B2B Registration Successful!' }])
    await expect(page.sent).toEqual([VALID])
    await waitFor(() => expect(f.organization).toHaveValue(''))
    for (const field of [f.name, f.phone, f.email, f.address]) await expect(field).toHaveValue('')
    await expectLocation(canvasElement, '/b2b-registration')
  },
}

/** Only the required fields: the optional ones are sent empty. */
export const SuccessRequiredOnly: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await fillForm(f, { organization: 'Tamanna Pharmacy', name: 'Rafiq Mia', phone: '01612345678' })
    await userEvent.click(f.submit)
    await expectToast('B2B Registration Successful!', 'success')
    await expect(page.sent).toEqual([
      { organization: 'Tamanna Pharmacy', name: 'Rafiq Mia', phone: '01612345678', email: '', address: '' },
    ])
  },
}

/** Three fast clicks: one request; 'Loading...' on the disabled button meanwhile. */
export const NoDoubleSubmit: Story = {
  beforeEach: page.holding(400),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await clickThreeTimes(canvasElement, f.submit, 'Loading...')
    await expectToast('B2B Registration Successful!', 'success')
    await expect(page.sent).toHaveLength(1)
  },
}

/** A 422 under organization (the spec's case): the message under it, focus on it, input kept. */
export const Server422: Story = {
  beforeEach: page.answeredBy(
    validationAnswer(PATH, { organization: ['The organization has already been registered.'] }),
  ),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, { organization: 'The organization has already been registered.' })
    await expectOnlyToasts(page.shown, [])
    await expect(f.address).toHaveValue(VALID.address)
    await expect(page.sent).toEqual([VALID])
  },
}

/** The shop fails: 'Something Wrong!'; everything typed stays. */
export const ServerFailure: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500)),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expectOnlyToasts(page.shown, [{ type: 'warning', text: 'Something Wrong!' }])
    await expectValues(f, VALID)
    await waitFor(() => expect(f.submit).toBeEnabled())
    await expect(page.sent).toEqual([VALID])
  },
}

/** A 390 px phone: full-width button, no sideways scrolling. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectFullWidth(f.submit)
    await expectNoSidewaysScroll()
    await userEvent.click(f.submit)
    await expectToast('B2B Registration Successful!', 'success')
    await expect(page.sent).toEqual([VALID])
  },
}

/** A 390 px phone with client errors. */
export const MobileClientInvalid: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, { organization: MESSAGES.organization })
  },
}
