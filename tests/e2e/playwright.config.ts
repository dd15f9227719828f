import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium'

const PORT = Number(process.env.E2E_PORT ?? 4174)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * End-to-end tests in Debian's Chromium against the demo build (the production bundle plus the
 * mock shop in the browser), served by `vite preview` with SPA fallback.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: `npm run build:demo && npx vite preview --outDir dist-demo --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '../..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
