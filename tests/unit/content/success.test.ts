import { describe, expect, it } from 'vitest'
import { successKindOf, successState } from '@/content/success'

describe('success page state', () => {
  it('round-trips the kinds the forms send', () => {
    for (const kind of ['prescription', 'message', 'order'] as const) {
      expect(successKindOf(successState(kind))).toBe(kind)
    }
  })

  it('reads anything else as no kind', () => {
    for (const state of [null, undefined, 'prescription', 42, {}, { success: 'lottery' }, { kind: 'order' }]) {
      expect(successKindOf(state)).toBeNull()
    }
  })
})
