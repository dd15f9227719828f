/**
 * Placing the order (spec 001 s4, s8, s9): the submission machine with the real calls, told the
 * hold (totals pending, below the minimum) before the browser can deliver another click, and
 * what the page does once an answer comes: the toast, the confirmation (cart emptied once it
 * shows), the payment gateway, or the server's field messages.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, type BaseSyntheticEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { createActor, fromPromise } from 'xstate'
import { payOnline, placeOrder, type OrderPayload } from '@/api'
import { cartStore } from '@/cart/cartStore'
import { applyServerErrors } from '@/lib/forms'
import { TOAST_MS } from '@/lib/messages'
import { orderConfirmationPath } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useOneAtATime } from '@/lib/useOneAtATime'
import { checkoutSubmissionMachine, type OnlinePayment, type PlacedOrder } from '@machines/checkoutSubmission'
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT_VALUES, type CheckoutFormInput, type CheckoutFormOutput } from './form'
import { useGatewayRedirect } from './gatewayRedirect'
import { CHECKOUT_TEXTS, orderFailureText } from './messages'
import type { CheckoutFormValues } from './payload'
import type { OrderHold } from './status'

/** The machine with the real calls; a timed-out call is aborted through the actor's signal. */
const submissionMachine = checkoutSubmissionMachine.provide({
  actors: {
    placeOrder: fromPromise<PlacedOrder, OrderPayload>(({ input, signal }) => placeOrder(input, { signal })),
    payOnline: fromPromise<OnlinePayment, OrderPayload>(({ input, signal }) => payOnline(input, { signal })),
  },
})

/**
 * The machine's first actor is costly (~30 ms at 4x CPU: XState's code run for the first time and
 * the machine's transitions worked out): one is made and dropped, never started, in a task of its
 * own once this module has run, so the page's render that makes the real one is shorter.
 */
if (!import.meta.env.SSR) setTimeout(() => createActor(submissionMachine, { input: { origin: location.origin } }))

export interface SubmissionInput {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>
  /** The order payload of some form values (the page's totals, cart, coupon and wallet). */
  payloadOf: (values: CheckoutFormValues) => OrderPayload
  hold: OrderHold
  /** An order was placed: the page shows that it is leaving (the cart is about to empty). */
  onLeave: () => void
}

export type SubmissionActor = ReturnType<typeof useActorRef<typeof submissionMachine>>

export interface OrderSubmission {
  /** The submission machine's actor (read its state with useSubmissionState). */
  actor: SubmissionActor
  /** The checkout form's submit handler. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
}

export interface SubmissionState {
  /** The order call is in flight. */
  busy: boolean
  /** The machine would take an order now (Place Order is enabled). */
  canSubmit: boolean
}

/**
 * The machine's state for Place Order, read where the button is drawn: a change of the machine's
 * state (it is told the hold in a layout effect, so at once) renders that part again, not the page.
 */
export function useSubmissionState(
  actor: SubmissionActor,
  values: CheckoutFormValues,
  payloadOf: (values: CheckoutFormValues) => OrderPayload,
): SubmissionState {
  const busy = useSelector(actor, (s) => s.matches('submitting'))
  const canSubmit = useSelector(actor, (s) =>
    s.can({ type: 'SUBMIT', payload: payloadOf({ ...EMPTY_CHECKOUT_VALUES, ...values }) }),
  )
  return { busy, canSubmit }
}

export function useOrderSubmission({ form, payloadOf, hold, onLeave }: SubmissionInput): OrderSubmission {
  const navigate = useNavigate()
  const redirect = useGatewayRedirect()
  // A gateway URL that is a path ('/payment/...') is followed on this page's origin.
  const actor = useActorRef(submissionMachine, { input: { origin: globalThis.location?.origin } })

  // The machine refuses an order while it is held (and the button reads can()). A layout
  // effect: the machine knows before the browser can deliver another click.
  const { totalsPending, belowMinimum } = hold
  useLayoutEffect(() => {
    actor.send({ type: 'TOTALS', pending: totalsPending, belowMinimum })
  }, [actor, totalsPending, belowMinimum])

  useEffect(() => {
    const subscriptions = [
      actor.on('placed', ({ orderId }) => {
        toast.success(CHECKOUT_TEXTS.orderPlaced, { autoClose: TOAST_MS.standard })
        onLeave()
        // The cart is emptied once the confirmation page is shown, so the checkout never flashes
        // an empty cart on the way (and is emptied even if that page fails to load).
        const cleared = () => cartStore.clear()
        Promise.resolve(navigate(orderConfirmationPath(orderId))).then(cleared, cleared)
      }),
      actor.on('redirect', ({ url }) => {
        onLeave()
        cartStore.clear()
        redirect(url)
      }),
      actor.on('failed', ({ paymentType, reason, error }) => {
        if (reason === 'rejected') {
          toast.warning(CHECKOUT_TEXTS.requiredOnline, { autoClose: TOAST_MS.standard })
          return
        }
        applyServerErrors(error, form.setError, CHECKOUT_FIELDS)
        toast.warning(orderFailureText(error, paymentType), { autoClose: TOAST_MS.standard })
      }),
      actor.on('timedOut', () => toast.info(CHECKOUT_TEXTS.timedOut)),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actor, form, navigate, redirect, onLeave])

  const sendOrder = form.handleSubmit((output) => {
    actor.send({ type: 'SUBMIT', payload: payloadOf(output) })
  })
  // One validation at a time, and none while the machine would refuse the order (held, an order
  // in flight): decided synchronously, so clicks in the same task cannot slip through.
  const validation = useOneAtATime()
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    const current = { ...EMPTY_CHECKOUT_VALUES, ...form.getValues() }
    const accepted = actor.getSnapshot().can({ type: 'SUBMIT', payload: payloadOf(current) })
    const validating = accepted ? validation.run(() => sendOrder(event)) : null
    if (!validating) {
      event?.preventDefault()
      return
    }
    await validating
  }

  return { actor, onSubmit }
}
