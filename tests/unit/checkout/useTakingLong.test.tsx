import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAKING_LONG_MS, useTakingLong, type TakingLong } from '@/checkout/useTakingLong'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | null = null
const seen: TakingLong[] = []

function Probe({ waitingFor, afterMs }: { waitingFor: string; afterMs?: number }) {
  seen.push(useTakingLong(waitingFor, afterMs))
  return null
}

function render(waitingFor: string, afterMs?: number) {
  root ??= createRoot(document.createElement('div'))
  void act(() => root?.render(<Probe waitingFor={waitingFor} afterMs={afterMs} />))
}

const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms))
const slow = () => seen.at(-1)?.slow

describe('useTakingLong (checkout: a call the totals wait for hangs)', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers()
    seen.length = 0
  })
  afterEach(() => {
    void act(() => root?.unmount())
    root = null
    vi.useRealTimers()
  })

  it('says nothing before 10 s of waiting, then that it is slow', () => {
    render('charge:Uttara')
    expect(slow()).toBe(false)
    advance(TAKING_LONG_MS - 1)
    expect(slow()).toBe(false)
    advance(1)
    expect(slow()).toBe(true)
  })

  it('says nothing while nothing is awaited, however long', () => {
    render('')
    advance(TAKING_LONG_MS * 3)
    expect(slow()).toBe(false)
  })

  it('stops saying so once the calls have answered', () => {
    render('discounts', 500)
    advance(500)
    expect(slow()).toBe(true)
    render('', 500)
    expect(slow()).toBe(false)
  })

  it('starts afresh for another set of calls (another area chosen)', () => {
    render('charge:Uttara', 500)
    advance(400)
    render('charge:Gulshan', 500)
    advance(400)
    expect(slow()).toBe(false)
    advance(100)
    expect(slow()).toBe(true)
  })

  it("restart ('Try again') hides the message and waits the whole delay again", () => {
    render('offer', 500)
    advance(500)
    expect(slow()).toBe(true)
    void act(() => seen.at(-1)?.restart())
    expect(slow()).toBe(false)
    advance(499)
    expect(slow()).toBe(false)
    advance(1)
    expect(slow()).toBe(true)
  })
})
