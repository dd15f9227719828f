import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium'
import { BASE_URL, E2E_PORT, SSR_BUILD, SSR_PORT, SSR_URL } from './server'
import { failureArtifacts } from './artifacts'

/**
 * End-to-end tests in Debian's Chromium against two builds:
 * - `*.e2e.ts` (projects desktop and mobile) against the static demo build (the production bundle plus the
 * mock shop in the browser), served by `vite preview` with SPA fallback and the production
 * security headers (src/server/securityHeaders.ts).
 *
 * Every test gets a fresh browser context, so a fresh localStorage and so a fresh mock shop
 * (`mock-shop:v1`). Every spec imports `test` from ./fixtures: a CSP violation, a console error
 * or an uncaught error in any page fails the test.
 *
 * Projects: `desktop` (1280 x 800) runs every test except those tagged @mobile-only; `mobile`
 * (390 x 844, touch) runs the tests tagged @mobile (those that run at both widths) and
 * @mobile-only (the phone journeys).
 *
 * - `*.ssr.ts` (projects ssr and ssr-mobile, split by the same tags) against the server-rendered
 *   production build (`npm run build` into build-e2e/) served by its own server on the mock shop
 *   run as an HTTP API (scripts/serve-mock.mjs): what `npm run serve` deploys. A page load there
 *   costs about a third of the machine's time of one of the demo build (whose mock shop answers
 *   from a service worker), so the suites that load many pages (accessibility scans, storage,
 *   XSS payloads) run here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  // Two browsers at once on the 2-core machines; more only slows every test down.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    ...failureArtifacts,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testMatch: '**/*.e2e.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      testMatch: '**/*.e2e.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
    {
      name: 'ssr',
      testMatch: '**/*.ssr.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: SSR_URL },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'ssr-mobile',
      testMatch: '**/*.ssr.ts',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: SSR_URL },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      // The demo build (production bundle plus the mock shop, answering at once) in its own
      // directory, so a demo deploy build or another script rebuilding dist-demo never swaps files
      // under a running test: built, or copied from the one `npm test` has just made
      // (scripts/e2e-build.mjs --demo, E2E_PREBUILT). Served by `vite preview` with the mock shop's
      // handlers behind it (scripts/preview-mock.mjs): the calls the page's worker lets through (a
      // page that is unloading) get the mock shop's answer, not a 404 and its console error.
      command: [
        'node scripts/e2e-build.mjs dist-e2e --demo',
        `node scripts/preview-mock.mjs dist-e2e --host 127.0.0.1 --port ${E2E_PORT}`,
      ].join(' && '),
      cwd: '../..',
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The server-rendered build (client and server) in its own directory, served on the mock shop:
      // built, or copied from the build `npm test` has just made (scripts/e2e-build.mjs, E2E_PREBUILT).
      command: [
        `node scripts/e2e-build.mjs ${SSR_BUILD}`,
        `PORT=${SSR_PORT} HOST=127.0.0.1 MOCK_API_PORT=0 node scripts/serve-mock.mjs ${SSR_BUILD}/server/index.js`,
      ].join(' && '),
      cwd: '../..',
      url: SSR_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
