/**
 * Redirect safety: the app reads one redirect parameter, `?redirect=` on the sign-in pages
 * (src/session/redirect.ts; the guard writes it, /user-login, /userlogin and /user-registration
 * read it and carry it between each other). After sign-in the shopper must stay on this origin:
 * no navigation to another origin, a protocol-relative or backslash URL, or a `javascript:` /
 * `data:` URL, whatever the parameter says. A safe path of the site is still honoured.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BASE_URL, DEMO, dismissPopupAd, main, signInWithEmail } from './support'

const GUEST_ONLY = ['/user-login', '/userlogin', '/user-registration']

const HOSTILE_REDIRECTS = [
  'https://evil.example/user-profile',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  'https:evil.example',
  `${BASE_URL}@evil.example/`,
  'javascript:alert(1)',
  'java\nscript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  '/user-login?redirect=https://evil.example',
]

/** Fails the test on any request to or navigation towards another host, and on any dialog. */
function watchForEscapes(page: Page): { offOrigin: string[]; dialogs: string[] } {
  const seen = { offOrigin: [] as string[], dialogs: [] as string[] }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== BASE_URL) seen.offOrigin.push(request.url())
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(BASE_URL)) seen.offOrigin.push(frame.url())
  })
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return seen
}

async function signOutInStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('token')
    localStorage.removeItem('user')
  })
}

/**
 * Before the test leaves a home page it reached by signing in: the popup ad's calls answered (its
 * status is asked for on arriving home, and it opens about 1 s later: closed here). Leaving while
 * a call is in flight cuts it, and the mock shop's worker lets an unloading page's requests through
 * to the e2e server (which now answers them from the mock shop: scripts/preview-mock.mjs). The test
 * leaves a settled page either way.
 */
async function leaveHomeSettled(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/') await dismissPopupAd(page)
}

// Two halves, so the two workers share them.
const HALVES = [HOSTILE_REDIRECTS.slice(0, 6), HOSTILE_REDIRECTS.slice(6)]

for (const [index, targets] of HALVES.entries()) {
  test(`email sign-in with a hostile ?redirect= stays on the site (${index + 1}/2: ${targets.length} values)`, async ({
    page,
  }) => {
    test.setTimeout(10_000 * targets.length)
    const seen = watchForEscapes(page)
    for (const target of targets) {
      await test.step(JSON.stringify(target), async () => {
        await page.goto(`/user-login?redirect=${encodeURIComponent(target)}`)
        await signInWithEmail(page)
        await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(DEMO.name) })).toBeVisible()
        // Still on this site: home (the fallback when the visit started on the login page), or a
        // path of this site ('/%09/evil.example' is one: a 404 page here).
        await expect(page).toHaveURL((url) => url.origin === BASE_URL && !GUEST_ONLY.includes(url.pathname))
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
        expect(seen).toEqual({ offOrigin: [], dialogs: [] })
        await leaveHomeSettled(page)
        await signOutInStorage(page)
      })
    }
  })
}

test('phone PIN sign-in and registration with a hostile ?redirect= stay on the site', async ({ page }) => {
  const seen = watchForEscapes(page)
  await page.goto(`/userlogin?redirect=${encodeURIComponent('//evil.example')}`)
  const phoneForm = page.getByRole('form', { name: 'Login with phone' })
  await phoneForm.getByLabel('Phone number').fill(DEMO.phone)
  await phoneForm.getByRole('button', { name: 'Submit' }).click()
  const pinForm = page.getByRole('form', { name: 'Verify PIN' })
  await pinForm.getByLabel('PIN').fill(DEMO.pin)
  await pinForm.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(DEMO.name) })).toBeVisible()
  await expect(page).toHaveURL(`${BASE_URL}/`)
  await leaveHomeSettled(page)
  await signOutInStorage(page)

  await page.goto(`/user-registration?redirect=${encodeURIComponent('javascript:window.__xss=1')}`)
  const form = main(page).getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Name').fill('Nusrat Jahan')
  await form.getByLabel('Email').fill('nusrat.e2e@medibazar.test')
  await form.getByLabel(/^Password/).fill('secret1234')
  await form.getByLabel('Confirm password').fill('secret1234')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('User successfully registered')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/`))
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(seen).toEqual({ offOrigin: [], dialogs: [] })
})

test('a safe path of the site is honoured, and the login links keep it', async ({ page }) => {
  await page.goto(`/user-login?redirect=${encodeURIComponent('/orders?page=2')}`)
  await expect(main(page).getByRole('link', { name: 'Login with phone PIN' })).toHaveAttribute(
    'href',
    `/userlogin?redirect=${encodeURIComponent('/orders?page=2')}`,
  )
  await signInWithEmail(page)
  await expect(page).toHaveURL('/orders?page=2')
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible()
})
