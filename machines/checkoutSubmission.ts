/**
 * Checkout submission (spec 001 s4, s8, s9): idle -> submitting -> placed / redirecting / failed.
 *
 * - SUBMIT carries the order payload; it is accepted only in idle or failed, only with cart
 *   lines and only once the totals are final, so however fast the button is clicked exactly one
 *   order-store (cash, 'cod') or pay-via-ajax (online, 'ssl') call is made per submission. The
 *   page enables the button from `snapshot.can({ type: 'SUBMIT', payload })`.
 * - TOTALS { pending } says whether a call the order depends on (saved address, areas, delivery
 *   charge, discount and gift rules, gift offer) is still in flight: while it is, the totals are
 *   not final and SUBMIT is refused (a failed call is settled: the page falls back and says so).
 * - Cash: the answer's order_id -> `placed` (final); the page clears the cart and shows the order.
 * - Online: status 'success' with an http(s) URL -> `redirecting` (final); the page sends the
 *   browser to the gateway. Any other answer -> `failed` ('Please fill all required fields').
 * - A failed call -> `failed` with the error (422 field errors, 405 outside Dhaka, other).
 * - Never stuck: a call without an answer returns to `idle` after 14 s (cash) or 10 s (online),
 *   the spec's button timeouts; the call is aborted (its signal) and a late answer is ignored.
 *
 * Effects come in with `.provide({ actors: { placeOrder, payOnline } })`; what the UI does once
 * (toasts, navigation, field errors) is emitted: `actor.on('placed', ...)`.
 */
import { and, assign, emit, fromPromise, setup } from 'xstate'
import type { OrderPayload } from '@/api/checkout'
import { gatewayUrl } from '@/checkout/messages'

/** The spec's button timeouts (001 s9). */
export const CASH_TIMEOUT_MS = 14_000
export const ONLINE_TIMEOUT_MS = 10_000

export type PaymentType = OrderPayload['payment_type']

/** What the cash actor answers: the new order's code. */
export interface PlacedOrder {
  order_id: string
}

/** What the online actor answers: status 'success' and the gateway URL in `data`. */
export interface OnlinePayment {
  status: string
  data: string
}

export type FailureReason = 'error' | 'rejected'

export interface CheckoutSubmissionContext {
  /** The payload of the current (or last) submission. */
  payload: OrderPayload | null
  /** Why the last submission failed: the call's error, or null. */
  error: unknown
  reason: FailureReason | null
  orderId: string | null
  redirectUrl: string | null
  /** A call the totals or the payload depend on is in flight: no order yet. */
  totalsPending: boolean
}

export type CheckoutSubmissionEvent = { type: 'SUBMIT'; payload: OrderPayload } | { type: 'TOTALS'; pending: boolean }

export type CheckoutSubmissionEmitted =
  | { type: 'placed'; orderId: string; payload: OrderPayload }
  | { type: 'redirect'; url: string; payload: OrderPayload }
  | { type: 'failed'; paymentType: PaymentType; reason: FailureReason; error: unknown }
  | { type: 'timedOut'; paymentType: PaymentType }

function paymentTypeOf(context: CheckoutSubmissionContext): PaymentType {
  return context.payload?.payment_type ?? 'cod'
}

export const checkoutSubmissionMachine = setup({
  types: {
    context: {} as CheckoutSubmissionContext,
    events: {} as CheckoutSubmissionEvent,
    emitted: {} as CheckoutSubmissionEmitted,
  },
  actors: {
    /** POST /api/order-store; provided by the page. */
    placeOrder: fromPromise<PlacedOrder, OrderPayload>(() =>
      Promise.reject(new Error('checkoutSubmission: provide the placeOrder actor')),
    ),
    /** POST /api/pay-via-ajax; provided by the page. */
    payOnline: fromPromise<OnlinePayment, OrderPayload>(() =>
      Promise.reject(new Error('checkoutSubmission: provide the payOnline actor')),
    ),
  },
  guards: {
    hasLines: ({ event }) => event.type === 'SUBMIT' && event.payload.cartData.length > 0,
    isCash: ({ event }) => event.type === 'SUBMIT' && event.payload.payment_type === 'cod',
    totalsFinal: ({ context }) => !context.totalsPending,
  },
  actions: {
    start: assign(({ event }) => ({
      payload: event.type === 'SUBMIT' ? event.payload : null,
      error: null,
      reason: null,
      orderId: null,
      redirectUrl: null,
    })),
    trackTotals: assign(({ context, event }) => ({
      totalsPending: event.type === 'TOTALS' ? event.pending : context.totalsPending,
    })),
    timedOut: emit(({ context }) => ({ type: 'timedOut' as const, paymentType: paymentTypeOf(context) })),
  },
  delays: {
    CASH_TIMEOUT: CASH_TIMEOUT_MS,
    ONLINE_TIMEOUT: ONLINE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'checkoutSubmission',
  context: { payload: null, error: null, reason: null, orderId: null, redirectUrl: null, totalsPending: false },
  initial: 'idle',
  // Tracked in every state, so the button is right again after a failure or a timeout.
  on: { TOTALS: { actions: 'trackTotals' } },
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: and(['totalsFinal', 'hasLines', 'isCash']), target: 'submitting.cash', actions: 'start' },
          { guard: and(['totalsFinal', 'hasLines']), target: 'submitting.online', actions: 'start' },
        ],
      },
    },
    submitting: {
      // Always entered at one of its children (SUBMIT picks cash or online by payment_type).
      initial: 'cash',
      states: {
        cash: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => context.payload as OrderPayload,
            onDone: {
              target: '#checkoutSubmission.placed',
              actions: [
                assign({ orderId: ({ event }) => event.output.order_id }),
                emit(({ context, event }) => ({
                  type: 'placed' as const,
                  orderId: event.output.order_id,
                  payload: context.payload as OrderPayload,
                })),
              ],
            },
            onError: {
              target: '#checkoutSubmission.failed',
              actions: [
                assign({ error: ({ event }) => event.error, reason: 'error' as const }),
                emit(({ event }) => ({
                  type: 'failed' as const,
                  paymentType: 'cod' as const,
                  reason: 'error' as const,
                  error: event.error,
                })),
              ],
            },
          },
          after: { CASH_TIMEOUT: { target: '#checkoutSubmission.idle', actions: 'timedOut' } },
        },
        online: {
          invoke: {
            id: 'payOnline',
            src: 'payOnline',
            input: ({ context }) => context.payload as OrderPayload,
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'success' && gatewayUrl(event.output.data) !== null,
                target: '#checkoutSubmission.redirecting',
                actions: [
                  assign({ redirectUrl: ({ event }) => gatewayUrl(event.output.data) }),
                  emit(({ context, event }) => ({
                    type: 'redirect' as const,
                    url: gatewayUrl(event.output.data) ?? '',
                    payload: context.payload as OrderPayload,
                  })),
                ],
              },
              {
                target: '#checkoutSubmission.failed',
                actions: [
                  assign({ error: null, reason: 'rejected' as const }),
                  emit({
                    type: 'failed' as const,
                    paymentType: 'ssl' as const,
                    reason: 'rejected' as const,
                    error: null,
                  }),
                ],
              },
            ],
            onError: {
              target: '#checkoutSubmission.failed',
              actions: [
                assign({ error: ({ event }) => event.error, reason: 'error' as const }),
                emit(({ event }) => ({
                  type: 'failed' as const,
                  paymentType: 'ssl' as const,
                  reason: 'error' as const,
                  error: event.error,
                })),
              ],
            },
          },
          after: { ONLINE_TIMEOUT: { target: '#checkoutSubmission.idle', actions: 'timedOut' } },
        },
      },
    },
    failed: {
      on: {
        SUBMIT: [
          { guard: and(['totalsFinal', 'hasLines', 'isCash']), target: 'submitting.cash', actions: 'start' },
          { guard: and(['totalsFinal', 'hasLines']), target: 'submitting.online', actions: 'start' },
        ],
      },
    },
    placed: { type: 'final' },
    redirecting: { type: 'final' },
  },
})

export type CheckoutSubmissionMachine = typeof checkoutSubmissionMachine
