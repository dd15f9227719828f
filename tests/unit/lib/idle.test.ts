import { createElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { afterNextPaint, nextTask, whenIntent } from '@/lib/idle'

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

describe('afterNextPaint', () => {
  it('resolves in a task of its own after the next frame, not within the frame nor before it', async () => {
    vi.useFakeTimers()
    let frame: FrameRequestCallback | null = null
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback
      return 1
    })
    try {
      let resolved = false
      void afterNextPaint().then(() => {
        resolved = true
      })
      await vi.advanceTimersByTimeAsync(50)
      expect(resolved).toBe(false)
      expect(frame).not.toBeNull()
      frame!(performance.now())
      await Promise.resolve()
      expect(resolved).toBe(false)
      await vi.advanceTimersByTimeAsync(0)
      expect(resolved).toBe(true)
    } finally {
      requestFrame.mockRestore()
      vi.useRealTimers()
    }
  })

  it('where no frame comes (a hidden tab), resolves after 100 ms', async () => {
    vi.useFakeTimers()
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    try {
      let resolved = false
      void afterNextPaint().then(() => {
        resolved = true
      })
      await vi.advanceTimersByTimeAsync(99)
      expect(resolved).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(resolved).toBe(true)
    } finally {
      requestFrame.mockRestore()
      vi.useRealTimers()
    }
  })
})

describe('nextTask', () => {
  it('resumes in a later task: after the timers queued before it, not with the microtasks', async () => {
    const order: string[] = []
    setTimeout(() => order.push('earlier timer'))
    void Promise.resolve().then(() => order.push('microtask'))
    await nextTask()
    order.push('after nextTask')
    expect(order).toEqual(['microtask', 'earlier timer', 'after nextTask'])
  })
})
