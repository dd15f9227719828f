import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../chromium'
import { BASE_URL, BUILD_DIR, OFFLINE_API_PORT, OFFLINE_PORT } from './server'
import { failureArtifacts } from '../artifacts'

/**
 * End-to-end tests of the installable, offline storefront (issue 17, decision 0033) in Debian's
 * Chromium, against the production build: `npm run build`'s two builds (into dist-offline/, so a
 * running `npm run serve` is left alone), served by the production server on the mock shop run
 * as an HTTP API (scripts/serve-mock.mjs), with its service worker.
 *
 * Offline is Playwright's `context.setOffline(true)`, which the page and its service worker both
 * see, through goOffline/goOnline in ./support.ts (which also keep `navigator.onLine` in step with
 * it in documents loaded offline, where some Chromium builds lose it). Every test gets a fresh
 * browser context: a new visitor, without a service worker. One worker: the tests share one
 * server and its mock shop, and the update test runs servers of its own, one after the other, on
 * another port.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.offline.ts',
  outputDir: '../../../test-results/e2e-offline',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    ...failureArtifacts,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
    // Carousels stand still (the app honours it): no slide asks for its image while the update
    // test has no server between two releases.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: [
      // Built, or copied from the build `npm test` has just made (scripts/e2e-build.mjs, E2E_PREBUILT).
      `node scripts/e2e-build.mjs ${BUILD_DIR} --logLevel warn`,
      `PORT=${OFFLINE_PORT} HOST=127.0.0.1 MOCK_API_PORT=${OFFLINE_API_PORT} node scripts/serve-mock.mjs ${BUILD_DIR}/server/index.js`,
    ].join(' && '),
    cwd: '../../..',
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
