import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import { mockSession } from '@mocks/session'
import { MESSAGES } from '@/components/content'
import ContactPage from '@/pages/content/ContactPage'
import {
  clickThreeTimes,
  contactFields as fields,
  expectFieldErrors,
  expectNoSidewaysScroll,
  expectSubmitRefused,
  expectValues,
  fillForm,
  fillIn,
  formPageStory,
} from './formStories'
import { expectLocation, expectOnlyToasts, expectToast, fill, mobile, validationAnswer } from './helpers'

const PATH = '/api/send-message'
const page = formPageStory({ path: PATH })

/**
 * /contact-us on the mock shop: name, email, phone and message, all required, sent as JSON.
 * 'Message Sent Successfull!' then /success; a 422 under the fields; anything else 'Something
 * Wrong!' with the message kept. The shop's phone, WhatsApp and email (site metadata) beside it.
 */
const meta = {
  title: 'Pages/ContactUs',
  component: ContactPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/contact-us', url: '/contact-us' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof ContactPage>

export default meta
type Story = StoryObj<typeof meta>

const VALID = {
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '01812345678',
  message: 'Do you deliver insulin to Uttara on Fridays?',
}

const fillValid = (canvasElement: HTMLElement) => fillIn(fields, canvasElement, VALID)

/** Empty form, and the shop's contact details from the site metadata as links. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    for (const field of [f.name, f.email, f.phone, f.message]) {
      await expect(field).toHaveValue('')
      await expect(field).toBeRequired()
    }
    // The spec's numeric phone input: the phone keypad (digits, +), as on every form of the shop.
    await expect(f.phone).toHaveAttribute('type', 'tel')
    await expect(f.phone).toHaveAttribute('inputmode', 'tel')
    const details = within(await f.canvas.findByRole('region', { name: 'Contact details' }))
    await expect(await details.findByRole('link', { name: '09610-001122' })).toHaveAttribute('href', 'tel:09610001122')
    await expect(details.getByRole('link', { name: /01700-112233/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801700112233',
    )
    await expect(details.getByRole('link', { name: 'support@medibazar.test' })).toHaveAttribute(
      'href',
      'mailto:support@medibazar.test',
    )
    await expect(document.title).toBe('Contact Us | Online Pharmacy')
    await expect(page.sent).toHaveLength(0)
  },
}

/** Every field filled in; nothing sent before submit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expect(f.message).toHaveValue(VALID.message)
    for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(page.sent).toHaveLength(0)
  },
}

/** Submit empty, then with a bad email and letters in the phone: messages under the fields, focus first. */
export const ClientInvalid: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, {
      name: MESSAGES.name,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      message: MESSAGES.message,
    })

    await fillForm(f, { name: VALID.name, email: 'nusrat.example.com', phone: '01812-ABC', message: '   ' })
    await userEvent.click(f.submit)
    await expectFieldErrors(f, {
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.phoneInvalid,
      message: MESSAGES.message,
    })
    await waitFor(() => expect(f.email).toHaveFocus())
    await expect(page.sent).toHaveLength(0)
  },
}

/** Sent as JSON with exactly the four fields (trimmed); toast, then /success. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await fill(f.name, `  ${VALID.name}  `)
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expectOnlyToasts(page.shown, [{ type: 'success', text: 'Message Sent Successfull!' }])
    await expect(page.sent).toEqual([VALID])
  },
}

/** Signed in: name, email and phone come from the stored customer. */
export const SignedInPrefilled: Story = {
  parameters: { session: { signedIn: mockSession(7) } },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    const { user } = mockSession(7)
    await expectValues(f, { name: user.name, email: user.email, phone: user.phone })
    await fill(f.message, 'Is Seclo 20 back in stock?')
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toEqual([
      { name: user.name, email: user.email, phone: user.phone, message: 'Is Seclo 20 back in stock?' },
    ])
  },
}

/** Three fast clicks while sending: one request; the button reads 'Sending...' and is disabled. */
export const NoDoubleSubmit: Story = {
  beforeEach: page.holding(400),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await clickThreeTimes(canvasElement, f.submit, 'Sending...')
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toHaveLength(1)
  },
}

/** The shop's 422: the first message of each field under it, focus on the first in form order. */
export const Server422: Story = {
  beforeEach: page.answeredBy(
    validationAnswer(PATH, {
      message: ['The message may not be greater than 500 characters.'],
      email: ['The email must be a valid email address.'],
    }),
  ),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await expectSubmitRefused(f, {
      email: 'The email must be a valid email address.',
      message: 'The message may not be greater than 500 characters.',
    })
    await expectOnlyToasts(page.shown, [])
    await expect(f.message).toHaveValue(VALID.message)
    await expectLocation(canvasElement, '/contact-us')

    // Editing the field clears the server's message (the client rules pass).
    await userEvent.type(f.email, 'x')
    await waitFor(() => expect(f.email).not.toHaveAttribute('aria-invalid'))
  },
}

/** The shop fails: 'Something Wrong!', everything typed stays, the button comes back. */
export const ServerFailure: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500)),
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expectValues(f, VALID)
    await waitFor(() => expect(f.submit).toBeEnabled())
    await expectLocation(canvasElement, '/contact-us')
    await expect(page.sent).toEqual([VALID])
  },
}

/** Offline (the request gets no answer at all): the same warning; nothing lost. */
export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`*${PATH}`, () => HttpResponse.error()))
  },
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectToast('Something Wrong!', 'warning')
    await expect(f.message).toHaveValue(VALID.message)
  },
}

/** The site metadata still loading: a placeholder where the details go; the form works. */
export const DetailsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/v2/tags'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const details = canvas.getByRole('region', { name: 'Contact details' })
    await expect(details).toHaveAttribute('aria-busy', 'true')
    await expect(within(details).getByTestId('contact-details-placeholder')).toHaveAttribute('aria-hidden', 'true')
    await expect(within(details).queryByRole('link')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  },
}

/** The site metadata failed: a note instead of the details; the form still sends. */
export const DetailsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/tags', 404))
  },
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('region', { name: 'Contact details' }))
    await expect(
      await details.findByText('Our contact details could not be loaded just now. The form still reaches us.'),
    ).toBeVisible()
    await expect(details.queryByRole('link')).toBeNull()
    const f = await fillValid(canvasElement)
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
  },
}

/** A 390 px phone: the form first, then the details; no sideways scrolling. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = await fillValid(canvasElement)
    const details = await f.canvas.findByRole('region', { name: 'Contact details' })
    await expect(details.getBoundingClientRect().top).toBeGreaterThan(f.submit.getBoundingClientRect().bottom)
    await expectNoSidewaysScroll()
    await userEvent.click(f.submit)
    await expectLocation(canvasElement, '/success')
    await expect(page.sent).toEqual([VALID])
  },
}

/** A 390 px phone with client errors. */
export const MobileClientInvalid: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expectSubmitRefused(f, { name: MESSAGES.name, message: MESSAGES.message })
  },
}
