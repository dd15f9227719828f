/**
 * Debian's Chromium (README: Scripts) and the flags that work as root in a container: one list for
 * the tests (tests/chromium.ts), the Lighthouse benchmark and the icon renderer.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** /usr/bin/chromium, or CHROMIUM_PATH. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}
