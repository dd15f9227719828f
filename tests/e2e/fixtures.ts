/**
 * The `test` every e2e spec imports: Playwright's, with a guard that fails the test when any page
 * of its browser context
 * - reports a Content-Security-Policy violation (`securitypolicyviolation`, listened for in every
 *   document before the app's own scripts run),
 * - logs a console error, or
 * - throws an uncaught error (`pageerror`).
 *
 * The e2e server sends the production security headers (src/server/securityHeaders.ts), so a script,
 * style, image, connection or frame the policy refuses is a failing test, not a line in a log.
 * A test that expects an error message in the console lists it in `allowedConsoleErrors`; CSP
 * violations and uncaught errors can never be allowed.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'

export { expect }

export interface CspViolation {
  directive: string
  blockedURI: string
  sourceFile: string
  line: number
  sample: string
}

export interface PageProblems {
  csp: CspViolation[]
  consoleErrors: string[]
  pageErrors: string[]
}

interface GuardOptions {
  /** Console errors this test expects (matched against the message text). */
  allowedConsoleErrors: RegExp[]
}

interface GuardFixtures {
  /** What the guard collected so far (a test may assert on it before the end). */
  problems: PageProblems
}

/** The name of the binding the init script reports violations through. */
const REPORT_BINDING = '__e2eReportCspViolation'

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text()
}

/** Wires the guard into a context: every page it opens (popups and second tabs included). */
async function guardContext(context: BrowserContext, problems: PageProblems, allowed: RegExp[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
    problems.csp.push(violation)
  })
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding]
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        })
      },
      true,
    )
  }, REPORT_BINDING)
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = describeConsole(message)
      if (allowed.some((pattern) => pattern.test(message.text()))) return
      problems.consoleErrors.push(text)
    })
    page.on('pageerror', (error) => {
      problems.pageErrors.push(`${error.name}: ${error.message} (on ${page.url()})`)
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
}

export function formatProblems({ csp, consoleErrors, pageErrors }: PageProblems): string {
  const lines = [
    ...csp.map(
      (v) => `CSP violation: ${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile}:${v.line}`,
    ),
    ...consoleErrors.map((text) => `console error: ${text}`),
    ...pageErrors.map((text) => `uncaught error: ${text}`),
  ]
  return lines.join('\n')
}

export const test = base.extend<GuardOptions & GuardFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
  problems: async ({}, use) => {
    await use({ csp: [], consoleErrors: [], pageErrors: [] })
  },
  context: async ({ context, problems, allowedConsoleErrors }, use) => {
    await guardContext(context, problems, allowedConsoleErrors)
    await use(context)
    // Checked after the test body: a problem in any page of the context fails the test.
    expect(formatProblems(problems), 'CSP violations, console errors or uncaught errors').toBe('')
  },
})
