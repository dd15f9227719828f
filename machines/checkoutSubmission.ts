/**
 * Checkout submission (spec 001 s4, s8, s9): idle -> submitting -> placed / redirecting / failed.
 *
 * - SUBMIT carries the order payload; it is accepted only in idle or failed, only with cart
 *   lines, only once the totals are final and only at the ৳200 minimum, so however fast the
 *   button is clicked exactly one order-store (cash, 'cod') or pay-via-ajax (online, 'ssl') call
 *   is made per submission. The page enables the button from `snapshot.can({ type: 'SUBMIT',
 *   payload })`.
 * - TOTALS { pending, belowMinimum } says whether a call the order depends on (saved address,
 *   areas, delivery charge, discount and gift rules, gift offer) is still in flight, and whether
 *   the cart total is below the checkout minimum (spec 000 s5, wherever checkout starts): while
 *   either holds, SUBMIT is refused (a failed call is settled: the page falls back and says so).
 * - Cash: the answer's order_id -> `placed` (final); the page clears the cart and shows the order.
 * - Online: status 'success' with a gateway URL the shop may follow (src/rules/gateway.ts:
 *   http(s), or a path on the page's `origin`, given as input) -> `redirecting` (final); the page
 *   sends the browser there. Any other answer -> `failed` ('Please fill all required fields').
 * - A failed call -> `failed` with the error (422 field errors, 405 outside Dhaka, other).
 * - Never stuck: a call without an answer returns to `idle` after 14 s (cash) or 10 s (online),
 *   the spec's button timeouts; the call is aborted (its signal) and a late answer is ignored.
 *
 * Effects come in with `.provide({ actors: { placeOrder, payOnline } })`; what the UI does once
 * (toasts, navigation, field errors) is emitted: `actor.on('placed', ...)`.
 */
import { and, assign, emit, fromPromise, setup } from 'xstate'
import type { OrderPayload, PaymentType } from '@/api/checkout'
import { gatewayUrl } from '@/rules/gateway'

/** The spec's button timeouts (001 s9). */
export const CASH_TIMEOUT_MS = 14_000
export const ONLINE_TIMEOUT_MS = 10_000

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

export interface CheckoutSubmissionInput {
  /** The page's origin: a gateway URL that is a path ('/payment/...') is followed on it. */
  origin?: string
}

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
  /** The cart total is below the checkout minimum: no order. */
  belowMinimum: boolean
  /** See CheckoutSubmissionInput; null refuses gateway paths. */
  origin: string | null
}

export type CheckoutSubmissionEvent =
  { type: 'SUBMIT'; payload: OrderPayload } | { type: 'TOTALS'; pending: boolean; belowMinimum: boolean }

export type CheckoutSubmissionEmitted =
  | { type: 'placed'; orderId: string; payload: OrderPayload }
  | { type: 'redirect'; url: string; payload: OrderPayload }
  | { type: 'failed'; paymentType: PaymentType; reason: FailureReason; error: unknown }
  | { type: 'timedOut'; paymentType: PaymentType }

/** The input's origin (optional: without one, gateway paths are refused). */
function originOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || !('origin' in input)) return null
  return typeof input.origin === 'string' ? input.origin : null
}

function paymentTypeOf(context: CheckoutSubmissionContext): PaymentType {
  return context.payload?.payment_type ?? 'cod'
}

function payloadOf(context: CheckoutSubmissionContext): OrderPayload {
  return context.payload as OrderPayload
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
    minimumMet: ({ context }) => !context.belowMinimum,
    /** What every order needs: final totals, the minimum and cart lines. */
    orderable: and(['totalsFinal', 'minimumMet', 'hasLines']),
    /** pay-via-ajax said 'success' with a URL the browser may be sent to. */
    gatewayAccepted: ({ context }, params: OnlinePayment) =>
      params.status === 'success' && gatewayUrl(params.data, context.origin) !== null,
  },
  actions: {
    start: assign(({ event }) => ({
      payload: event.type === 'SUBMIT' ? event.payload : null,
      error: null,
      reason: null,
      orderId: null,
      redirectUrl: null,
    })),
    trackTotals: assign(({ context, event }) =>
      event.type === 'TOTALS'
        ? { totalsPending: event.pending, belowMinimum: event.belowMinimum }
        : { totalsPending: context.totalsPending, belowMinimum: context.belowMinimum },
    ),
    placed: assign({ orderId: (_, params: PlacedOrder) => params.order_id }),
    announcePlaced: emit(({ context }, params: PlacedOrder) => ({
      type: 'placed' as const,
      orderId: params.order_id,
      payload: payloadOf(context),
    })),
    redirecting: assign({
      redirectUrl: ({ context }, params: OnlinePayment) => gatewayUrl(params.data, context.origin),
    }),
    announceRedirect: emit(({ context }, params: OnlinePayment) => ({
      type: 'redirect' as const,
      url: gatewayUrl(params.data, context.origin) ?? '',
      payload: payloadOf(context),
    })),
    /** The call failed (422, 405, anything else). */
    failed: assign({ error: (_, params: { error: unknown }) => params.error, reason: 'error' as const }),
    announceFailure: emit(({ context }, params: { error: unknown }) => ({
      type: 'failed' as const,
      paymentType: paymentTypeOf(context),
      reason: 'error' as const,
      error: params.error,
    })),
    /** pay-via-ajax answered without a gateway to follow. */
    rejected: assign({ error: null, reason: 'rejected' as const }),
    announceRejection: emit(({ context }) => ({
      type: 'failed' as const,
      paymentType: paymentTypeOf(context),
      reason: 'rejected' as const,
      error: null,
    })),
    timedOut: emit(({ context }) => ({ type: 'timedOut' as const, paymentType: paymentTypeOf(context) })),
  },
  delays: {
    CASH_TIMEOUT: CASH_TIMEOUT_MS,
    ONLINE_TIMEOUT: ONLINE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'checkoutSubmission',
  context: ({ input }) => ({
    payload: null,
    error: null,
    reason: null,
    orderId: null,
    redirectUrl: null,
    totalsPending: false,
    belowMinimum: false,
    origin: originOf(input),
  }),
  initial: 'idle',
  on: {
    // Tracked in every state, so the button is right again after a failure or a timeout.
    TOTALS: { actions: 'trackTotals' },
  },
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: and(['orderable', 'isCash']), target: 'submitting.cash', actions: 'start' },
          { guard: 'orderable', target: 'submitting.online', actions: 'start' },
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
            input: ({ context }) => payloadOf(context),
            onDone: {
              target: '#checkoutSubmission.placed',
              actions: [
                { type: 'placed', params: ({ event }) => event.output },
                { type: 'announcePlaced', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#checkoutSubmission.failed',
              actions: [
                { type: 'failed', params: ({ event }) => ({ error: event.error }) },
                { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          after: { CASH_TIMEOUT: { target: '#checkoutSubmission.idle', actions: 'timedOut' } },
        },
        online: {
          invoke: {
            id: 'payOnline',
            src: 'payOnline',
            input: ({ context }) => payloadOf(context),
            onDone: [
              {
                guard: { type: 'gatewayAccepted', params: ({ event }) => event.output },
                target: '#checkoutSubmission.redirecting',
                actions: [
                  { type: 'redirecting', params: ({ event }) => event.output },
                  { type: 'announceRedirect', params: ({ event }) => event.output },
                ],
              },
              { target: '#checkoutSubmission.failed', actions: ['rejected', 'announceRejection'] },
            ],
            onError: {
              target: '#checkoutSubmission.failed',
              actions: [
                { type: 'failed', params: ({ event }) => ({ error: event.error }) },
                { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
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
          { guard: and(['orderable', 'isCash']), target: 'submitting.cash', actions: 'start' },
          { guard: 'orderable', target: 'submitting.online', actions: 'start' },
        ],
      },
    },
    placed: { type: 'final' },
    redirecting: { type: 'final' },
  },
})

export type CheckoutSubmissionMachine = typeof checkoutSubmissionMachine
