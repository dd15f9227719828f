/**
 * useEarlyValue (src/lib/useEarlyValue.ts): a value changed in the server's HTML before hydration
 * is handed over once, when the control hydrates; nothing otherwise.
 */
import { act, useRef, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEarlyValue } from '@/lib/useEarlyValue'

// act() flushes the hydration's effects (React's flag for a test environment).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Report = (value: string) => void

function Search({ onEarly }: { onEarly: Report }) {
  const [text, setText] = useState('')
  const ref = useRef<HTMLInputElement>(null)
  useEarlyValue(ref, text, (value) => {
    onEarly(value)
    setText(value)
  })
  return <input ref={ref} aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
}

function Sort({ onEarly }: { onEarly: Report }) {
  const [sort, setSort] = useState('default')
  const ref = useRef<HTMLSelectElement>(null)
  useEarlyValue(ref, sort, (value) => {
    onEarly(value)
    setSort(value)
  })
  return (
    <select ref={ref} aria-label="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
      <option value="default">Default</option>
      <option value="price_desc">Price: high to low</option>
    </select>
  )
}

const roots: Array<{ root: Root; container: HTMLElement }> = []

afterEach(() => {
  for (const { root, container } of roots.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
})

/** Server-renders the element, lets `before` change the HTML's control, then hydrates. */
function hydrateAfter(element: React.ReactElement, before: (container: HTMLElement) => void): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  before(container)
  act(() => {
    roots.push({ root: hydrateRoot(container, element), container })
  })
  return container
}

describe('useEarlyValue', () => {
  it('hands over text typed before hydration, once, and the state follows it', () => {
    const onEarly = vi.fn<Report>()
    const container = hydrateAfter(<Search onEarly={onEarly} />, (html) => {
      html.querySelector('input')!.value = 'napa'
    })
    expect(onEarly).toHaveBeenCalledTimes(1)
    expect(onEarly).toHaveBeenCalledWith('napa')
    expect(container.querySelector('input')!.value).toBe('napa')
  })

  it('hands over an option chosen before hydration', () => {
    const onEarly = vi.fn<Report>()
    const container = hydrateAfter(<Sort onEarly={onEarly} />, (html) => {
      html.querySelector('select')!.value = 'price_desc'
    })
    expect(onEarly.mock.calls).toEqual([['price_desc']])
    expect(container.querySelector('select')!.value).toBe('price_desc')
  })

  it('does nothing when the control was left as the server drew it', () => {
    const onEarly = vi.fn<Report>()
    hydrateAfter(<Search onEarly={onEarly} />, () => undefined)
    hydrateAfter(<Sort onEarly={onEarly} />, () => undefined)
    expect(onEarly).not.toHaveBeenCalled()
  })

  it('does nothing in a page drawn in the browser, whatever the value becomes later', () => {
    const onEarly = vi.fn<Report>()
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    roots.push({ root, container })
    act(() => root.render(<Search onEarly={onEarly} />))
    act(() => root.render(<Search onEarly={onEarly} />))
    expect(onEarly).not.toHaveBeenCalled()
  })
})
