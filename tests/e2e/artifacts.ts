import type { PlaywrightWorkerOptions } from '@playwright/test'

/**
 * What a failed e2e test leaves in test-results/ (both Playwright configs): a trace with the
 * actions, DOM snapshots, network and console, and a screenshot of each page as it failed.
 *
 * The trace takes no screenshots while a test runs. Playwright records a trace for every test to
 * keep the failed ones, and its screencast (a JPEG of every frame, encoded by the browser) was
 * about a third of the suites' time on a 2-core machine, for passing tests too: 15 tests took
 * 152-171 s with it, 113-116 s without it, 99-105 s with no trace at all (docs/perf.md, "npm test's
 * wall time"). A failure's look is the screenshot at its end; `--trace on` records everything.
 */
export const failureArtifacts: Pick<PlaywrightWorkerOptions, 'trace' | 'screenshot'> = {
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  screenshot: 'only-on-failure',
}
