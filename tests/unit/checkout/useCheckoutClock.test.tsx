import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCheckoutClock, type CheckoutClock } from '@/checkout/useCheckoutClock'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** Dhaka is UTC+6 all year. */
const dhaka = (iso: string) => new Date(`${iso}+06:00`).getTime()

let root: Root | null = null
let seen: CheckoutClock[] = []

function Probe() {
  const clock = useCheckoutClock()
  seen.push(clock)
  return null
}

describe('useCheckoutClock', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers()
    seen = []
  })
  afterEach(() => {
    void act(() => root?.unmount())
    root = null
    vi.useRealTimers()
  })

  it('reads Dhaka time and refreshes the hour while the page stays open, and the day at midnight', () => {
    vi.setSystemTime(dhaka('2026-12-05T09:59:30'))
    root = createRoot(document.createElement('div'))
    void act(() => root?.render(<Probe />))
    expect(seen.at(-1)).toEqual({ today: '2026-12-05', hour: 9 })

    void act(() => vi.advanceTimersByTime(29_000))
    expect(seen.at(-1)).toEqual({ today: '2026-12-05', hour: 9 })
    void act(() => vi.advanceTimersByTime(1_000))
    expect(seen.at(-1)).toEqual({ today: '2026-12-05', hour: 10 })

    void act(() => vi.advanceTimersByTime(14 * 3_600_000))
    expect(seen.at(-1)).toEqual({ today: '2026-12-06', hour: 0 })
  })

  it('does not re-render between hours', () => {
    vi.setSystemTime(dhaka('2026-12-05T09:00:00'))
    root = createRoot(document.createElement('div'))
    void act(() => root?.render(<Probe />))
    const renders = seen.length
    void act(() => vi.advanceTimersByTime(59 * 60_000))
    expect(seen.length).toBe(renders)
  })
})
