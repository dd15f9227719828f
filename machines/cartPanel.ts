/**
 * The right-hand cart panel 'Cart Item' and its checkout gate (spec 000 s2, s4, s5).
 *
 * - closed -> open on OPEN (header cart icon, mobile cart button, floating summary, 'View Item';
 *   'View Item' names the product whose line gets the focus).
 * - open -> closed on CLOSE (close button, overlay click, Escape, navigation).
 * - CART_CHANGED keeps the cart total and line count the gate reads.
 * - CHECKOUT ('Proceed to checkout', from the panel or the /cart page) is accepted only when the
 *   cart total is at least 200 (and the cart not empty): it emits `checkoutStarted` (the app
 *   pushes begin_checkout to the analytics data layer) and closes the panel. Below 200 it is
 *   not accepted, so `can({ type: 'CHECKOUT' })` is false and the button is disabled.
 */
import { assign, emit, setup } from 'xstate'
/** The checkout minimum is the one rule the checkout page holds by too (src/rules/checkoutMinimum.ts). */
import { belowCheckoutMinimum } from '@/rules/checkoutMinimum'

export interface CartPanelContext {
  /** The cart total in taka (exact to the paisa, computed by the app). */
  total: number
  /** Number of cart lines. */
  lines: number
  /** The product whose line takes the focus when the panel opens ('View Item'), else null. */
  focusProductId: number | null
}

export interface CartPanelInput {
  total: number
  lines: number
}

export type CartPanelEvent =
  | { type: 'OPEN'; productId?: number }
  | { type: 'CLOSE' }
  | { type: 'CART_CHANGED'; total: number; lines: number }
  | { type: 'CHECKOUT' }

export type CartPanelEmitted = { type: 'checkoutStarted'; total: number }

export const cartPanelMachine = setup({
  types: {
    context: {} as CartPanelContext,
    input: {} as CartPanelInput,
    events: {} as CartPanelEvent,
    emitted: {} as CartPanelEmitted,
  },
  guards: {
    checkoutAllowed: ({ context }) => context.lines > 0 && !belowCheckoutMinimum(context.total),
  },
  actions: {
    rememberFocus: assign({
      focusProductId: (_, params: { productId: number | undefined }) => params.productId ?? null,
    }),
    forgetFocus: assign({ focusProductId: null }),
    trackCart: assign((_, params: { total: number; lines: number }) => ({ total: params.total, lines: params.lines })),
    startCheckout: emit(({ context }) => ({ type: 'checkoutStarted' as const, total: context.total })),
  },
}).createMachine({
  id: 'cartPanel',
  context: ({ input }) => ({ total: input.total, lines: input.lines, focusProductId: null }),
  initial: 'closed',
  on: {
    CART_CHANGED: {
      actions: { type: 'trackCart', params: ({ event }) => ({ total: event.total, lines: event.lines }) },
    },
    CHECKOUT: { guard: 'checkoutAllowed', target: '.closed', actions: 'startCheckout' },
  },
  states: {
    closed: {
      entry: 'forgetFocus',
      on: {
        OPEN: {
          target: 'open',
          actions: { type: 'rememberFocus', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    open: {
      on: {
        CLOSE: { target: 'closed' },
      },
    },
  },
})
