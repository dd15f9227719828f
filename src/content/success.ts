/**
 * What /success says depends on what was done: pages navigate there with
 *   navigate('/success', { state: successState('prescription') })
 * Without a state (a reload, a bookmark) the page thanks the shopper in general terms.
 */
export type SuccessKind = 'prescription' | 'message' | 'order'

export interface SuccessState {
  success: SuccessKind
}

export function successState(kind: SuccessKind): SuccessState {
  return { success: kind }
}

const KINDS: readonly SuccessKind[] = ['prescription', 'message', 'order']

/** The kind in a history state, read tolerantly (the state may be anything or nothing). */
export function successKindOf(state: unknown): SuccessKind | null {
  if (!state || typeof state !== 'object' || !('success' in state)) return null
  const kind = state.success
  return KINDS.find((k) => k === kind) ?? null
}
