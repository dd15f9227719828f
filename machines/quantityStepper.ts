/**
 * The quantity stepper of a cart line (spec 000 s4, s5, s8).
 *
 * - Starts at the line's qty, or 1 when none; stays within 1..100 (src/rules/quantity.ts).
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
import { clampQty, MAX_QTY, MIN_QTY } from '@/rules/quantity'

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
    belowMax: ({ context }) => context.qty < MAX_QTY,
    aboveMin: ({ context }) => context.qty > MIN_QTY,
  },
  actions: {
    increment: assign({ qty: ({ context }) => context.qty + 1 }),
    decrement: assign({ qty: ({ context }) => context.qty - 1 }),
    follow: assign({ qty: (_, params: { qty: number }) => clampQty(params.qty) }),
    announceUpdate: emit(({ context }) => ({ type: 'quantityUpdated' as const, qty: context.qty })),
    announceLimit: emit({ type: 'limitReached' as const, max: MAX_QTY }),
  },
}).createMachine({
  id: 'quantityStepper',
  context: ({ input }) => ({ qty: clampQty(input.qty) }),
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
