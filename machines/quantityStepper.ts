/**
 * The quantity stepper of a cart line (spec 000 s4, s5, s8).
 *
 * - Starts at the line's qty, or 1 when none; stays within 1..100.
 * - DECREMENT at 1 is silently ignored (no transition, so `can` is false and the button shows
 *   as disabled).
 * - INCREMENT at 100 is refused: the quantity stays and `limitReached` is emitted (the app shows
 *   the warning toast 'You reached the limit'). The transition exists, so the button stays usable.
 * - Every accepted change emits `quantityUpdated` and goes to `updating`, which invokes the
 *   injected `saveQuantity` actor (the app updates the cart and, for a signed-in customer, the
 *   server). While it is in flight both buttons are disabled and clicks are ignored.
 * - The spec sets no request timeout, so the in-flight state ends after at most 10 s
 *   (`saveTimeout`) even if the save never settles: the stepper is never stuck. A late answer is
 *   ignored; the cart already has the quantity.
 * - A failed save is not undone (the local cart keeps the shopper's quantity); `syncFailed` is
 *   emitted so the app can log it. The spec gives the stepper no other error handling.
 * - SYNC follows the cart when it changes elsewhere (another tab, the product page, Order Again).
 */
import { assign, emit, fromPromise, setup } from 'xstate'

export const STEPPER_MIN = 1
export const STEPPER_MAX = 100
/** The longest the buttons stay disabled for one change. */
export const SAVE_TIMEOUT_MS = 10_000

export interface QuantityStepperContext {
  qty: number
}

export interface QuantityStepperInput {
  /** The line's quantity; null, undefined or invalid starts at 1. */
  qty: number | null | undefined
}

export type QuantityStepperEvent = { type: 'INCREMENT' } | { type: 'DECREMENT' } | { type: 'SYNC'; qty: number }

export type QuantityStepperEmitted =
  | { type: 'quantityUpdated'; qty: number }
  | { type: 'limitReached'; max: number }
  | { type: 'syncFailed'; qty: number; error: unknown }

export interface SaveQuantityInput {
  qty: number
}

/** Whole units within 1..100; anything that is not a finite number is 1. */
export function boundQty(qty: number | null | undefined): number {
  if (typeof qty !== 'number' || !Number.isFinite(qty)) return STEPPER_MIN
  return Math.min(STEPPER_MAX, Math.max(STEPPER_MIN, Math.trunc(qty)))
}

export const quantityStepperMachine = setup({
  types: {
    context: {} as QuantityStepperContext,
    input: {} as QuantityStepperInput,
    events: {} as QuantityStepperEvent,
    emitted: {} as QuantityStepperEmitted,
  },
  actors: {
    /** Injected by the app with .provide(): resolves when the change is saved. */
    saveQuantity: fromPromise<void, SaveQuantityInput>(() =>
      Promise.reject(new Error('quantityStepper: provide the saveQuantity actor')),
    ),
  },
  delays: {
    saveTimeout: SAVE_TIMEOUT_MS,
  },
  guards: {
    belowMax: ({ context }) => context.qty < STEPPER_MAX,
    aboveMin: ({ context }) => context.qty > STEPPER_MIN,
  },
  actions: {
    increment: assign({ qty: ({ context }) => context.qty + 1 }),
    decrement: assign({ qty: ({ context }) => context.qty - 1 }),
    follow: assign({ qty: (_, params: { qty: number }) => boundQty(params.qty) }),
    announceUpdate: emit(({ context }) => ({ type: 'quantityUpdated' as const, qty: context.qty })),
    announceLimit: emit({ type: 'limitReached' as const, max: STEPPER_MAX }),
  },
}).createMachine({
  id: 'quantityStepper',
  context: ({ input }) => ({ qty: boundQty(input.qty) }),
  initial: 'idle',
  on: {
    SYNC: { actions: { type: 'follow', params: ({ event }) => ({ qty: event.qty }) } },
  },
  states: {
    idle: {
      on: {
        INCREMENT: [
          { guard: 'belowMax', target: 'updating', actions: ['increment', 'announceUpdate'] },
          { actions: 'announceLimit' },
        ],
        DECREMENT: { guard: 'aboveMin', target: 'updating', actions: ['decrement', 'announceUpdate'] },
      },
    },
    updating: {
      tags: 'busy',
      after: { saveTimeout: { target: 'idle' } },
      invoke: {
        id: 'saveQuantity',
        src: 'saveQuantity',
        input: ({ context }) => ({ qty: context.qty }),
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: emit(({ context, event }) => ({
            type: 'syncFailed' as const,
            qty: context.qty,
            error: event.error,
          })),
        },
      },
    },
  },
})
