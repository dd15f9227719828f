import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Api from '@/api'
import type { Coupon } from '@/api'
import { useCoupon, type CouponState } from '@/checkout/useCoupon'

const calls = vi.hoisted(() => ({
  pending: [] as Array<{ resolve: (coupon: Coupon) => void; reject: (error: unknown) => void }>,
}))

vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  applyCoupon: vi.fn(
    () =>
      new Promise<Coupon>((resolve, reject) => {
        calls.pending.push({ resolve, reject })
      }),
  ),
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn() } }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | null = null
let seen: CouponState[] = []

function Probe() {
  seen.push(useCoupon(7, 136))
  return null
}

function current(): CouponState {
  const state = seen.at(-1)
  if (!state) throw new Error('not rendered')
  return state
}

/** Settles a call inside act, so React applies what follows from it. */
async function settle(action: () => void): Promise<void> {
  await act(async () => {
    action()
    await Promise.resolve()
  })
}

describe('useCoupon', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    calls.pending.length = 0
    root = createRoot(document.createElement('div'))
    act(() => root?.render(<Probe />))
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = null
    seen = []
  })

  it('sends one call for three applies in the same task (before React re-renders)', async () => {
    const { apply } = current()
    act(() => {
      apply('SAVE10')
      apply('SAVE10')
      apply('SAVE10')
    })
    expect(calls.pending).toHaveLength(1)
    expect(current().applying).toBe(true)

    await settle(() => calls.pending[0]?.resolve({ discount: 10, discount_type: 'Percent' }))
    expect(current().applying).toBe(false)
    expect(current().applied?.code).toBe('SAVE10')
  })

  it('accepts a new apply once the previous call has failed', async () => {
    act(() => current().apply('NOPE'))
    await settle(() => calls.pending[0]?.reject(new Error('404')))
    expect(current().applying).toBe(false)
    act(() => current().apply('SAVE10'))
    expect(calls.pending).toHaveLength(2)
  })
})
