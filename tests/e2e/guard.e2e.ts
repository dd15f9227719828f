/**
 * The fixture's guard itself: the server's Content-Security-Policy refuses an inline script and a
 * foreign image, and the guard sees both (so a real violation anywhere fails a test). The test
 * empties what the guard collected once it has checked it.
 */
import { expect, test } from './fixtures'
import { waitForPageData } from './support'

test('the guard records CSP violations and the errors Chromium logs for them', async ({ page, problems }) => {
  await page.goto('/page/about-us')
  await waitForPageData(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__xss = 1'
    document.body.append(script)
    const image = document.createElement('img')
    image.src = 'https://evil.example/pixel.png'
    document.body.append(image)
  })
  await expect
    .poll(() => problems.csp.map((violation) => violation.directive).sort())
    .toEqual(['img-src', 'script-src-elem'])
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(problems.consoleErrors.join('\n')).toContain('Content Security Policy')
  // Checked: not a failure of this test.
  problems.csp.length = 0
  problems.consoleErrors.length = 0
})
