/**
 * Lighthouse's mobile run as the benchmark aids emulate it (`npm run profile`, `profile:tasks`,
 * `profile:popup`, `perf:inp`): its phone's screen (412 x 823 at 1.75) and its phone's user agent,
 * both Lighthouse's own constants. The user agent matters: the server draws the phone layout for a
 * phone's user agent (src/server/app.ts, isMobileRequest), so a phone-sized page with Chromium's
 * desktop user agent is drawn as the desktop layout and then drawn again, synchronously, as the
 * phone layout once it hydrates: a task no phone and no Lighthouse run has.
 */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile

/** A phone's user agent (Lighthouse's): the server draws its phone layout for it. */
export const PHONE_USER_AGENT = userAgents.mobile

/** Playwright's context options (browser.newContext) for the phone. */
export const PHONE_CONTEXT = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_USER_AGENT,
}

/** The phone on a Puppeteer page: its screen, its touch and its user agent (before the page loads). */
export async function emulatePhone(page) {
  await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true })
  await page.setUserAgent(PHONE_USER_AGENT)
}
