import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith } from '@mocks/faults'
import RegistrationPage from '@/pages/account/RegistrationPage'
import { expectToastShown } from '../content/helpers'
import {
  expectFieldErrors,
  expectLocation,
  expectNoSidewaysScroll,
  expectValues,
  fillForm,
  formPageStory,
  mobile,
  registrationFields,
} from './support'

const PATH = '/api/auth/user-register'
const page = formPageStory({ path: PATH })

/**
 * /user-registration on the mock shop: 'User successfully registered', then back to the previous
 * page (the login page, keeping `?redirect=`, when the shopper came straight here); a 422 (email
 * taken) under the field.
 */
const meta = {
  title: 'Pages/Registration',
  component: RegistrationPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/user-registration', url: '/user-registration' } },
  beforeEach: page.beforeEach,
} satisfies Meta<typeof RegistrationPage>

export default meta
type Story = StoryObj<typeof meta>

async function register(canvasElement: HTMLElement, email: string) {
  const f = registrationFields(canvasElement)
  await fillForm(f, { name: 'Nusrat Jahan', email, password: 'secret12', confirmation: 'secret12' })
  await userEvent.click(f.submit)
  return f
}

/** The page: 'User Registration' with a link to sign in. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'User Registration' })).toBeVisible()
    await expect(document.title).toBe('User Registration | Online Pharmacy')
  },
}

/** Registers: the payload carries is_customer 1; the success toast; on to the login page. */
export const Registers: Story = {
  parameters: { route: { path: '/user-registration', url: '/user-registration?redirect=%2Fmy-address' } },
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'nusrat@example.com')
    await expectLocation(canvasElement, '/my-address')
    await expect(page.sent).toEqual([
      {
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        password: 'secret12',
        password_confirmation: 'secret12',
        is_customer: 1,
      },
    ])
    await expectToastShown(page.shown, { type: 'success', text: 'User successfully registered' })
    // Registration does not sign in.
    await expect(localStorage.getItem('token')).toBeNull()
  },
}

/** Came straight here: after registering, the login page. */
export const RegistersThenLogin: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'new.customer@example.com')
    await expectLocation(canvasElement, '/user-login')
    await expectToastShown(page.shown, { type: 'success', text: 'User successfully registered' })
  },
}

/** The demo customer's email is taken: the server's message under the email; nothing lost. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const f = await register(canvasElement, 'demo@medibazar.test')
    await expectFieldErrors(f, { email: 'The email has already been taken.' })
    await expectValues(f, { name: 'Nusrat Jahan', email: 'demo@medibazar.test' })
    await expectLocation(canvasElement, '/user-registration')
  },
}

/** A server error: 'Something Wrong!' and the form kept. */
export const ServerError: Story = {
  beforeEach: page.answeredBy(failWith('POST', PATH, 500)),
  play: async ({ canvasElement }) => {
    const f = await register(canvasElement, 'nusrat@example.com')
    await waitFor(() => expect(page.shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expectValues(f, { name: 'Nusrat Jahan', email: 'nusrat@example.com' })
    await expect(page.sent).toHaveLength(1)
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Account' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}
