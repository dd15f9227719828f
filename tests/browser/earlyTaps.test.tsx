/**
 * The early script (src/app/ssr/earlyTaps.ts) in a real browser, on server-rendered React: what
 * the shopper changes or taps before hydration reaches the components once the document is marked
 * hydrated, as events React sees: text, a select, a checkbox and a radio group (last choice wins),
 * then the buttons. A page left alone gets no event.
 * The same against the built server: tests/e2e/early-input.ssr.ts and early-taps.ssr.ts.
 */
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { EARLY_TAPS_SCRIPT } from '@/app/ssr/earlyTaps'

// act() flushes the hydration's effects (React's flag for a test environment).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Report = (what: string) => void

/** A form of controlled controls (as react-hook-form's Controller and the search box are). */
function Form({ report, children }: { report: Report; children?: React.ReactNode }) {
  const [text, setText] = useState('')
  const [city, setCity] = useState('')
  const [tick, setTick] = useState(false)
  const [pay, setPay] = useState('cod')
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input
        aria-label="text"
        value={text}
        onChange={(event) => {
          report(`text=${event.target.value}`)
          setText(event.target.value)
        }}
      />
      <select
        aria-label="city"
        value={city}
        onChange={(event) => {
          report(`city=${event.target.value}`)
          setCity(event.target.value)
        }}
      >
        <option value="">Select city</option>
        <option value="Dhaka">Dhaka</option>
      </select>
      <input
        type="checkbox"
        aria-label="tick"
        checked={tick}
        onChange={(event) => {
          report(`tick=${event.target.checked}`)
          setTick(event.target.checked)
        }}
      />
      {['cod', 'ssl'].map((value) => (
        <input
          key={value}
          type="radio"
          name="pay"
          aria-label={value}
          value={value}
          checked={pay === value}
          onChange={() => {
            report(`pay=${value}`)
            setPay(value)
          }}
        />
      ))}
      {/* suppressHydrationWarning: the script marks a tapped button (data-early-tap) until it replays the tap. */}
      <button type="button" suppressHydrationWarning onClick={() => report(`button sees text=${text}`)}>
        Go
      </button>
      {children}
      <output>{`${text}|${city}|${tick}|${pay}`}</output>
    </form>
  )
}

const roots: Root[] = []

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  document.getElementById('root')?.remove()
  delete document.documentElement.dataset.hydrated
})

/** The server's HTML in #root with the early script running, as a server-rendered page has it. */
function serverPage(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(element)
  document.body.append(container)
  // The script as the page runs it: an inline script element (it runs when inserted).
  const script = document.createElement('script')
  script.textContent = EARLY_TAPS_SCRIPT
  document.head.append(script)
  script.remove()
  return container
}

/** What a shopper's change does in the page: the browser sets the control and fires its events. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  control.value = value
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

function get<T extends Element>(container: HTMLElement, selector: string): T {
  const found = container.querySelector<T>(selector)
  if (!found) throw new Error(`no ${selector}`)
  return found
}

/** Hydrates, then marks the document hydrated as the app does, and lets the script replay. */
async function hydrate(container: HTMLElement, element: React.ReactElement): Promise<void> {
  act(() => {
    roots.push(hydrateRoot(container, element))
  })
  await act(async () => {
    document.documentElement.dataset.hydrated = ''
    // The script's MutationObserver runs in a microtask.
    await Promise.resolve()
  })
}

it('gives React each control changed before hydration, then the taps, in that order', async () => {
  const report = vi.fn<Report>()
  const element = <Form report={report} />
  const root = serverPage(element)
  type(get(root, 'input[aria-label="text"]'), 'Karim')
  type(get(root, 'select'), 'Dhaka')
  get<HTMLInputElement>(root, 'input[aria-label="tick"]').click()
  get<HTMLInputElement>(root, 'input[aria-label="ssl"]').click()
  get<HTMLButtonElement>(root, 'button').click()
  expect(report).not.toHaveBeenCalled()

  await hydrate(root, element)
  expect(report.mock.calls.map(([what]) => what)).toEqual([
    'text=Karim',
    'city=Dhaka',
    'tick=true',
    'pay=ssl',
    'button sees text=Karim',
  ])
  expect(get(root, 'output').textContent).toBe('Karim|Dhaka|true|ssl')
})

it('replays the last choice of a radio group last, and a box unticked again as unticked', async () => {
  const report = vi.fn<Report>()
  const element = <Form report={report} />
  const root = serverPage(element)
  const ssl = get<HTMLInputElement>(root, 'input[aria-label="ssl"]')
  const cod = get<HTMLInputElement>(root, 'input[aria-label="cod"]')
  const tick = get<HTMLInputElement>(root, 'input[aria-label="tick"]')
  ssl.click()
  cod.click()
  ssl.click()
  tick.click()
  tick.click()

  await hydrate(root, element)
  expect(get(root, 'output').textContent).toBe('||false|ssl')
  expect(report.mock.calls.map(([what]) => what)).toEqual(['pay=cod', 'pay=ssl', 'tick=false'])
})

it('leaves alone a page nobody touched', async () => {
  const report = vi.fn<Report>()
  const element = <Form report={report} />
  const root = serverPage(element)
  await hydrate(root, element)
  expect(report).not.toHaveBeenCalled()
  expect(get(root, 'output').textContent).toBe('||false|cod')
})
