import { createElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { whenIntent } from '@/lib/idle'

describe('whenIntent', () => {
  it("runs once, at the shopper's first press or key; a focus moved by a script is not intent", () => {
    const task = vi.fn()
    whenIntent(task)
    const button = document.body.appendChild(document.createElement('button'))
    button.focus()
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(task).not.toHaveBeenCalled()

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(task).toHaveBeenCalledTimes(1)
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(task).toHaveBeenCalledTimes(1)
    button.remove()
  })

  it('a key counts too; cancelled, nothing runs', () => {
    const byKey = vi.fn()
    whenIntent(byKey)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(byKey).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    whenIntent(cancelled)()
    document.dispatchEvent(new Event('pointerdown'))
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('whenIntent and React', () => {
  it("renders what the task sets as a transition, not synchronously within the press's event", async () => {
    function Part() {
      const [wanted, setWanted] = useState(false)
      useEffect(() => whenIntent(() => setWanted(true)), [])
      return createElement('p', null, wanted ? 'wanted' : 'not yet')
    }
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    root.render(createElement(Part))
    await vi.waitFor(() => expect(container.textContent).toBe('not yet'))
    await new Promise((resolve) => setTimeout(resolve, 0)) // the effect has run

    // A press is a discrete event: React gives an update set from a plain listener during it
    // (it reads window.event, which browsers set while dispatching; happy-dom does not) the sync
    // priority, rendered in the same task at its microtask checkpoint. A transition waits for a
    // later task.
    const press = new PointerEvent('pointerdown', { bubbles: true })
    Object.defineProperty(window, 'event', { value: press, configurable: true })
    try {
      document.body.dispatchEvent(press)
    } finally {
      Reflect.deleteProperty(window, 'event')
    }
    await Promise.resolve()
    await Promise.resolve()
    expect(container.textContent).toBe('not yet')
    await vi.waitFor(() => expect(container.textContent).toBe('wanted'))
    root.unmount()
    container.remove()
  })
})
