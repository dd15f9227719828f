/**
 * What every case of the browser tests checks about the rendered app: the console (only the app's
 * own "logged only" lines may appear), uncaught errors, the route error page, the shell (header,
 * navigation, footer) and a main area with a heading or a message.
 */
import { isApiError } from '@/api/errors'

export interface ConsoleEntry {
  level: 'error' | 'warn'
  args: unknown[]
}

/**
 * The lines the app logs on purpose (spec 000 s8 / 001 s8 "logged only"): grep console.error and
 * console.warn under src/. Anything else on the console (a React error, an uncaught exception,
 * a warning about keys or act) fails the case.
 */
export const INTENDED_LOGS: readonly RegExp[] = [
  /^\[api\] (GET|POST) \S+: the answer (is not JSON|does not match its schema)$/,
  / could not be loaded$/,
  /^Popup (status|advertisement) could not be (loaded|started)$/,
  /^\[form\] submit failed$/,
  /^Subscribe failed$/,
  /^has-user check failed; the session is kept$/,
  /^Error updating cart$/,
  /^\[cart\] the cart panel could not be loaded$/,
  /^Could not record the product view$/,
  /^Order Again failed$/,
  /^Address action failed$/,
  /^A part of the page could not be loaded$/,
  /^\[analytics\] /,
  // React Router (development builds only): the first route is lazy and the app renders nothing
  // while its chunk loads, as src/app/App.tsx does (noted in the fault-matrix record).
  /^No `HydrateFallback` element provided to render during initial hydration$/,
]

const entries: ConsoleEntry[] = []
/** The console as it was before captureConsole(), for the suites' own summary lines. */
const originalWarn = console.warn.bind(console)
const uncaught: unknown[] = []
let installed = false

/** Captures console.error / console.warn and uncaught errors from now on (once per file). */
export function captureConsole(): void {
  if (installed) return
  installed = true
  console.error = (...args: unknown[]) => void entries.push({ level: 'error', args })
  console.warn = (...args: unknown[]) => void entries.push({ level: 'warn', args })
  window.addEventListener('error', (event) => uncaught.push(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => uncaught.push(event.reason))
}

/** Prints a summary line of a suite (counts, timings) past the capture. */
export function report(line: string): void {
  originalWarn(line)
}

export function clearConsole(): void {
  entries.length = 0
  uncaught.length = 0
}

export function consoleEntries(): readonly ConsoleEntry[] {
  return entries
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/** Console lines that are not the app's intended logs, and uncaught errors, as readable text. */
export function unexpectedConsole(): string[] {
  const problems = uncaught.map((error) => `uncaught: ${describe(error)}`)
  for (const { level, args } of entries) {
    const [first] = args
    if (typeof first === 'string' && INTENDED_LOGS.some((pattern) => pattern.test(first))) continue
    problems.push(`console.${level}: ${args.map(describe).join(' ').slice(0, 300)}`)
  }
  return problems
}

/** Path and query of a URL, as the API client names requests ('/api/page/about-us'). */
function pathOf(url: string): string {
  const parsed = new URL(url, window.location.href)
  return parsed.pathname + parsed.search
}

/** True when the app logged an ApiError of a request to `url` (a failure it handled by logging). */
export function loggedFailureOf(url: string): boolean {
  const path = pathOf(url)
  return entries.some(({ args }) => args.some((arg) => isApiError(arg) && pathOf(arg.url) === path))
}

/** True when the API client reported that the answer to `url` did not parse or match its schema. */
export function clientRejected(url: string): boolean {
  const path = pathOf(url)
  return entries.some(({ args }) => {
    const [first] = args
    if (typeof first !== 'string') return false
    const match = /^\[api\] (?:GET|POST) (\S+): the answer /.exec(first)
    return match?.[1] !== undefined && pathOf(match[1]) === path
  })
}

/** Texts a failure must never put on screen: raw server output, internals, broken formatting. */
export const LEAKS: readonly RegExp[] = [
  /Undefined index/,
  /\bNotice\b:/,
  /\[object Object\]/,
  /Unexpected token/,
  /is not valid JSON/,
  /Malformed response/,
  /Unexpected response/,
  /\bundefined\b/,
  /\bNaN\b/,
]

export const ROUTE_ERROR_TEXT = 'Sorry, this page could not be shown'

/** A visible message: role alert (page errors, toasts) with text. */
export function alerts(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('[role="alert"]')]
    .map((node) => node.textContent?.trim() ?? '')
    .filter((text) => text !== '')
}

/** Texts that say something is on its way ('Loading...', 'Loading cities...', 'Searching...'). */
const LOADING_TEXT = /^(?:loading|searching|please wait|trying again)\b/i

/**
 * Loading indicators: a busy region, a skeleton (CSS module classes named *skeleton*), or a
 * text or option that says it is loading.
 */
export function loadingIndicators(root: ParentNode = document): Element[] {
  const found = [...root.querySelectorAll('[aria-busy="true"], [class*="skeleton" i]')]
  const walker = document.createTreeWalker(root instanceof Document ? root.body : root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (LOADING_TEXT.test(node.textContent?.trim() ?? '') && node.parentElement) found.push(node.parentElement)
  }
  return found
}

/** What is wrong with the page's frame: the shell, main, the route error page, leaked internals. */
export function frameProblems(container: HTMLElement, options: { needHeading: boolean }): string[] {
  const problems: string[] = []
  const text = container.textContent ?? ''
  if (text.includes(ROUTE_ERROR_TEXT)) problems.push('the route error page is shown')
  if (!container.querySelector('header')) problems.push('no header')
  if (!container.querySelector('nav')) problems.push('no navigation')
  if (!container.querySelector('footer')) problems.push('no footer')
  const main = container.querySelector('main')
  if (!main) {
    problems.push('no main')
    return problems
  }
  const mainText = main.innerText
  for (const leak of LEAKS) if (leak.test(mainText)) problems.push(`main shows ${String(leak)}`)
  if (
    options.needHeading &&
    !main.querySelector('h1') &&
    alerts(main).length === 0 &&
    !main.querySelector('[role="status"]')
  )
    problems.push('main has neither a heading nor a message')
  return problems
}
