/**
 * The render cache of public pages (issue 22, decision 0038) against the production server on the
 * mock shop: a page's second answer comes from the cache with a new nonce and no CSP violation; a
 * signed-in shopper's data never gets into a kept page; public pages may be kept by a CDN and
 * per-visitor pages by no one; with the API stopped, a page seen before still answers 200 with its
 * products and hydrates.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { expect, test } from './fixtures'
import { SSR_BUILD, SSR_URL } from './server'

const PRODUCT = '/product-details/napa-500-mg-tablet'
const ROOT = path.resolve(import.meta.dirname, '../..')

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''

test.describe('the render cache', () => {
  test("a page's second answer comes from the cache with a new nonce, and runs under it without a violation", async ({
    page,
    request,
  }) => {
    const first = await request.get(`${SSR_URL}/offers`)
    const second = await request.get(`${SSR_URL}/offers`)
    expect(['hit', 'stale']).toContain(second.headers()['x-render-cache'])
    const [a, b] = [
      nonceOf(first.headers()['content-security-policy'] ?? ''),
      nonceOf(second.headers()['content-security-policy'] ?? ''),
    ]
    expect(a).not.toBe('')
    expect(b).not.toBe(a)
    const scripts = [...(await second.text()).matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    expect(new Set(scripts)).toEqual(new Set([b]))

    // In the browser: the cached page's scripts run under its answer's nonce (the fixture fails
    // the test on any CSP violation) and the page hydrates.
    const response = await page.goto('/offers')
    expect(['hit', 'stale']).toContain((await response?.allHeaders())?.['x-render-cache'])
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  })

  test("a signed-in shopper's data never appears in a kept page", async ({ page, request }) => {
    await page.goto('/userlogin')
    const phoneForm = page.getByRole('form', { name: 'Login with phone' })
    await phoneForm.getByLabel('Phone number').fill('01711000000')
    await phoneForm.getByRole('button', { name: 'Submit' }).click()
    const pinForm = page.getByRole('form', { name: 'Verify PIN' })
    await pinForm.getByLabel('PIN').fill('1234')
    await pinForm.getByRole('button', { name: 'Verify OTP' }).click()
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: /Rahima Akter/ })).toBeVisible()
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()

    // The shopper opens a public page: it shows their name after hydration, from their storage...
    await page.goto('/product/medicines')
    await expect(banner.getByRole('button', { name: /Rahima Akter/ })).toBeVisible()
    // ...and the page as kept, asked with the shopper's cookies and by anyone, holds none of it.
    const withCookies = await page.request.get('/product/medicines', { headers: { Accept: 'text/html' } })
    const anyone = await request.get(`${SSR_URL}/product/medicines`)
    expect(['hit', 'stale']).toContain(anyone.headers()['x-render-cache'])
    for (const html of [await withCookies.text(), await anyone.text()]) {
      for (const secret of ['Rahima', '01711000000', 'demo@medibazar.test', token ?? 'no token']) {
        expect(html).not.toContain(secret)
      }
    }
  })

  test('public pages may be kept by a CDN; pages drawn per visitor by no one', async ({ request }) => {
    for (const route of ['/', PRODUCT, '/bn/offers']) {
      const response = await request.get(SSR_URL + route)
      expect(response.headers()['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
      )
    }
    expect((await request.get(`${SSR_URL}/bn/offers`)).headers().vary).not.toContain('Cookie')
    expect((await request.get(`${SSR_URL}/offers`)).headers().vary).toContain('Cookie')
    // A CDN that tells the layout gets a Vary it can key on: not the User-Agent.
    const told = await request.get(`${SSR_URL}/bn/offers`, { headers: { 'X-Layout': 'mobile' } })
    expect(told.headers().vary).toMatch(/^X-Layout\b/)
    expect(told.headers().vary).not.toContain('User-Agent')
    for (const route of ['/cart', '/checkout', '/user-profile']) {
      const response = await request.get(SSR_URL + route)
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
  })
})

/** Starts a node process; resolves with it and the URL its output names. */
function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = ready.exec(output)?.[1]
      if (url) resolve({ child, url, output: () => output })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${output}`)))
  })
}

function stopProcess(child: ChildProcess): Promise<void> {
  // A process killed by a signal has a signalCode and no exitCode.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  child.removeAllListeners('exit')
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

test.describe('with the API stopped', () => {
  // The browser's own calls to the stopped API fail: what it logs about them is expected here.
  test.use({ allowedConsoleErrors: [/.*/] })

  test('a page seen before still answers 200 with its products, and hydrates', async ({ page }) => {
    // Two processes of its own start here (the mock shop's API loads through Vite): slow on a busy machine.
    test.setTimeout(120_000)
    const api = await startProcess(['scripts/mock-api.mjs'], { MOCK_API_PORT: '0' }, /Mock shop API on (\S+)/)
    const server = await startProcess(
      [path.join(SSR_BUILD, 'server/index.js')],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        API_BASE_URL: api.url,
        LOCAL_PUBLIC_ORIGIN: '1',
        WEB_CONCURRENCY: '1',
        // Short lifetimes: the page is soon past them, so what answers is the stale-if-error path.
        SSR_CACHE_FRESH_S: '5',
        SSR_CACHE_SWR_S: '0',
        // No reuse of the API's answers: a render after the API stopped has none.
        SSR_API_CACHE_MS: '0',
      },
      /Storefront on (http:\/\/\S+)/,
    ).catch(async (error: unknown) => {
      await stopProcess(api.child)
      throw error
    })
    try {
      // Seen with its data and kept (a render on a cold, busy machine may miss the data budget,
      // and such a page is not kept): asked until an answer comes from the cache.
      await expect
        .poll(async () => (await fetch(server.url + PRODUCT)).headers.get('x-render-cache'), {
          intervals: [250],
          timeout: 60_000,
        })
        .toBe('hit')
      await stopProcess(api.child)

      // Past its fresh seconds, the page is rendered again, without data, and the kept one answered.
      await expect
        .poll(async () => (await fetch(server.url + PRODUCT)).headers.get('x-render-cache'), { timeout: 30_000 })
        .toBe('stale-if-error')
      const response = await page.goto(server.url + PRODUCT)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
      expect(server.output()).toContain('answering kept pages')
    } finally {
      // Nothing more loads from the server once it is stopped (the page's later chunks would fail).
      await page.close()
      await stopProcess(server.child)
      await stopProcess(api.child)
    }
  })
})
