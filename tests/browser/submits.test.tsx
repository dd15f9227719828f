/**
 * Issue 9: a double or triple click on any submit sends one request. Every form of the app
 * (grep SubmitButton / onSubmit under src/) is filled with valid values on its real page, on the
 * mock shop, with its call held for 400 ms so the later clicks land while the first request runs,
 * then submitted three ways: a real double click, a real triple click (Playwright), and three
 * clicks in the same task (before React can re-render: what a held Enter or a fast tap sequence
 * does). Each way must send exactly one request.
 */
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { within } from 'storybook/test'
import { chooseFile, pngFile, setValue, slowDown } from '../support/forms'
import { networkIdle, requestsOf, resetMockShopWorker, startMockShop, overrideHandlers } from '../support/mockShop'
import { captureConsole, clearConsole, report, unexpectedConsole } from '../support/pageChecks'
import { renderApp, unmountApp } from '../support/renderApp'
import { implementedRoutes, sessionFor, SPEC_ROUTES } from '../support/routes'
import { waitUntil } from '../support/wait'

type Way = 'double click' | 'triple click' | 'three clicks in one task'
const WAYS: Way[] = ['double click', 'triple click', 'three clicks in one task']

interface FormCase {
  name: string
  url: string
  /** The call the submit makes. */
  call: string
  /** The form, by its accessible name. */
  form: string
  /** Label -> value, in order (a select's options may load after the one before it). */
  values?: Array<[string, string]>
  file?: [string, File]
  /** The submit button's name. */
  submit: string
  /** Steps before the form can be filled (open a panel, pass an earlier step). */
  before?: (container: HTMLElement) => Promise<void> | void
  /**
   * Ways not run yet, with the reason (reported to the lead; remove once fixed):
   * a skipped case is listed in the run's output as skipped, never as passed.
   */
  pending?: Partial<Record<Way, string>>
  /** The form is found as a named region (a section around it, or a button-driven box). */
  region?: boolean
}

const FORMS: FormCase[] = [
  {
    name: 'newsletter',
    url: '/',
    call: 'POST /api/subscribe',
    form: 'Subscribe to our newsletter',
    values: [['Email address', 'new.reader@example.com']],
    submit: 'Subscribe',
    region: true,
    async before(container) {
      // The newsletter is rendered when the shopper scrolls near it: scroll to whatever is still
      // deferred (sections above it arrive and push it down) until the form is there.
      const appeared = await waitUntil(() => {
        if (within(container).queryByRole('region', { name: /^Subscribe to our newsletter/ })) return true
        const deferred = [...container.querySelectorAll('[data-deferred]')].at(-1)
        ;(deferred ?? container.querySelector('footer'))?.scrollIntoView({ block: 'center' })
        return false
        // A bound for the lower sections' modules on a cold, busy dev server, not a timing.
      }, 20_000)
      if (!appeared) throw new Error('the newsletter never mounted')
    },
  },
  {
    name: 'email login',
    url: '/user-login',
    call: 'POST /api/auth/user-login',
    form: 'Login with email',
    values: [
      ['Email', 'demo@medibazar.test'],
      ['Password', 'demo1234'],
    ],
    submit: 'Login',
  },
  {
    name: 'registration',
    url: '/user-registration',
    call: 'POST /api/auth/user-register',
    form: 'Create an account',
    values: [
      ['Name', 'Nadia Islam'],
      ['Email', 'nadia.islam@example.com'],
      ['Password', 'secret123'],
      ['Confirm password', 'secret123'],
    ],
    submit: 'Create Account',
  },
  {
    name: 'phone login: send PIN',
    url: '/userlogin',
    call: 'POST /api/otp-login',
    form: 'Login with phone',
    values: [['Phone number', '01711000000']],
    submit: 'Submit',
  },
  {
    name: 'phone login: verify PIN',
    url: '/userlogin',
    call: 'POST /api/verify-otp',
    form: 'Verify PIN',
    values: [['PIN', '1234']],
    submit: 'Verify OTP',
    async before(container) {
      const phoneForm = await within(container).findByRole('form', { name: 'Login with phone' })
      setValue(within(phoneForm).getByLabelText(labelled('Phone number')), '01711000000')
      within(phoneForm).getByRole('button', { name: 'Submit' }).click()
    },
  },
  {
    name: 'forgot password',
    url: '/reset-password',
    call: 'POST /api/auth/forget-password/',
    form: 'Forgot password',
    values: [['Email', 'demo@medibazar.test']],
    submit: 'Send Password Reset Link',
  },
  {
    name: 'reset password',
    url: '/reset-password/demo-reset-token',
    call: 'POST /api/auth/reset-password',
    form: 'Reset password',
    values: [
      ['New password', 'newsecret1'],
      ['Confirm new password', 'newsecret1'],
    ],
    submit: 'Reset Password',
  },
  {
    name: 'contact',
    url: '/contact-us',
    call: 'POST /api/send-message',
    form: 'Send us a message',
    values: [
      ['Name', 'Karim Uddin'],
      ['Email', 'karim@example.com'],
      ['Phone', '01712345678'],
      ['Message', 'Do you deliver to Uttara on Fridays?'],
    ],
    submit: 'Send Message',
  },
  {
    name: 'B2B registration',
    url: '/b2b-registration',
    call: 'POST /api/b-to-b-registration',
    form: 'B2B registration',
    values: [
      ['Organization', 'Shapla Pharmacy'],
      ['Contact person', 'Rafiq Ahmed'],
      ['Phone', '01812345678'],
    ],
    submit: 'Register Now',
  },
  {
    name: 'stock request',
    url: '/stock-request/reset-500-mg-tablet',
    call: 'POST /api/product-request',
    form: 'Request stock of',
    values: [
      ['Name', 'Karim Uddin'],
      ['Phone', '01712345678'],
      ['Quantity', '2'],
    ],
    submit: 'Send Request',
  },
  {
    name: 'upload prescription',
    url: '/upload-prescription',
    call: 'POST /api/upload-prescription',
    form: 'Upload prescription',
    values: [
      ['Name', 'Karim Uddin'],
      ['Phone', '01712345678'],
      ['Email', 'karim@example.com'],
    ],
    file: ['Prescription', pngFile()],
    submit: 'Upload Prescription',
  },
  {
    name: 'add address',
    url: '/add-address',
    call: 'POST /api/auth/add-address',
    form: 'Address',
    values: [
      ['Full name', 'Rahima Akter'],
      ['Phone', '01711000000'],
      ['Address line 1', 'House 5, Road 2'],
      ['City', 'Dhaka'],
      ['Area', 'Banani'],
    ],
    submit: 'Save Address',
  },
  {
    name: 'update address',
    url: '/update-address/12',
    call: 'POST /api/auth/update-user-address/{id}',
    form: 'Address',
    values: [['Address line 1', 'House 7, Road 9']],
    submit: 'Update Address',
  },
  {
    name: 'profile',
    url: '/my-information',
    call: 'POST /api/auth/update-profile/{userId}',
    form: 'Profile details',
    values: [['Name', 'Rahima Akter Khan']],
    submit: 'Update Profile',
  },
  {
    name: 'profile photo',
    url: '/my-information',
    call: 'POST /api/v2/update-profile-photo',
    form: 'Upload a profile photo',
    file: ['Choose a photo', pngFile('me.png')],
    submit: 'Upload Photo',
  },
  {
    name: 'cancel order',
    url: '/cancel-oreder-request/112',
    call: 'POST /api/v2/store-cancel-order/{id}',
    form: 'Cancel order',
    values: [['Reason for cancelling', 'Ordered twice by mistake.']],
    submit: 'Send Cancel Request',
  },
  {
    name: 'coupon apply',
    url: '/checkout',
    call: 'POST /api/v2/coupon-code-apply',
    form: 'Coupon',
    values: [['Coupon code', 'SAVE10']],
    submit: 'Apply Coupon',
    region: true,
    async before(container) {
      const box = await within(container).findByRole('region', { name: 'Coupon' }, { timeout: 10_000 })
      within(box).getByRole('button', { name: 'Click here to enter your code' }).click()
    },
  },
  {
    name: 'place order',
    url: '/checkout',
    call: 'POST /api/order-store',
    form: 'Checkout',
    submit: 'Place Order',
  },
]

function routeOf(url: string) {
  const spec = SPEC_ROUTES.find((route) => route.url === url) ?? { route: url, url, signedIn: false }
  return spec
}

/** A field's label, with or without the required mark (' *'). */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)
}

/** Finds a form (or a region for button-driven boxes) by name; a prefix is enough. */
async function findForm(container: HTMLElement, form: FormCase): Promise<HTMLElement> {
  const name = new RegExp(`^${form.form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  const role = form.region ? 'region' : 'form'
  return within(container).findByRole(role, { name }, { timeout: 10_000 })
}

/** Waits until a select offers `value` (its options may load from the server), then picks it. */
async function fill(scope: HTMLElement, label: string, value: string): Promise<void> {
  const field = await within(scope).findByLabelText(labelled(label), {}, { timeout: 10_000 })
  if (field instanceof HTMLSelectElement) {
    const offered = await waitUntil(() => [...field.options].some((o) => o.value === value && !field.disabled), 5000)
    if (!offered) throw new Error(`${label} never offered ${value}`)
  }
  setValue(field, value)
}

async function clickSubmit(button: HTMLElement, way: Way): Promise<void> {
  if (way === 'three clicks in one task') {
    button.click()
    button.click()
    button.click()
  } else if (way === 'double click') {
    await userEvent.dblClick(button)
  } else {
    await userEvent.tripleClick(button)
  }
}

beforeAll(async () => {
  await page.viewport(1280, 800)
  captureConsole()
  await startMockShop()
})

afterAll(() => unmountApp())

/**
 * The home page's popup advertisement stays closed: it opens about 1 s after the page loads, and
 * on a busy machine its overlay could cover the newsletter's button before the clicks (one CI
 * failure). The popup is not what these tests are about (stories/home/PopupAdFlow tests it).
 */
const popupInactive = http.get('*/api/popup-status', () => HttpResponse.json({ status: 0 }))

const checkoutExists = implementedRoutes().some((route) => route.route === '/checkout')
let checked = 0

describe('one request per submit', () => {
  for (const form of FORMS) {
    describe(form.name, () => {
      it.for(WAYS)('%s', { timeout: 30_000 }, async (way, context) => {
        const pending = form.pending?.[way]
        if (pending) context.skip(pending)
        unmountApp()
        resetMockShopWorker()
        clearConsole()
        overrideHandlers(slowDown(form.call), popupInactive)
        const spec = routeOf(form.url)
        const { container } = renderApp(form.url, sessionFor(spec))
        await form.before?.(container)
        const scope = await findForm(container, form)
        for (const [label, value] of form.values ?? []) await fill(scope, label, value)
        if (form.file) chooseFile(await within(scope).findByLabelText(labelled(form.file[0])), form.file[1])
        const button = await within(scope).findByRole('button', { name: form.submit })
        // Some submits wait for data first (Place Order for the final totals): allow a busy machine.
        await expect.poll(() => (button as HTMLButtonElement).disabled, { timeout: 10_000 }).toBe(false)

        await clickSubmit(button, way)
        expect(await waitUntil(() => requestsOf(form.call).length > 0, 5000), `${form.call} was sent`).toBe(true)
        await waitUntil(() => requestsOf(form.call).every((r) => r.answered), 5000)
        await networkIdle(200, 5000)
        expect(requestsOf(form.call).map((r) => r.body)).toHaveLength(1)
        expect(unexpectedConsole()).toEqual([])
        checked += 1
      })
    })
  }

  it('covers every form, the checkout ones once the checkout exists', () => {
    expect(checkoutExists).toBe(true)
  })
})

afterAll(() => {
  report(`[submits] ${FORMS.length} forms x ${WAYS.length} ways; ${checked} cases passed`)
})
