/**
 * The quantity stepper of one cart line, driven by the quantity stepper machine: the machine
 * decides what a click does (bounds, the limit toast, the in-flight state), the cart store
 * updates the cart and, for a signed-in customer, the server. A failed call is logged by the
 * store ('Error updating cart'), also when the line was removed before the answer came.
 */
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { quantityStepperMachine, type SaveQuantityInput } from '@machines/quantityStepper'
import { QuantityStepper } from '@/components/QuantityStepper'
import { useLocale } from '@/i18n/LocaleContext'
import { formatCount } from '@/i18n/numbers'
import { MAX_QTY, MIN_QTY } from '@/rules/quantity'
import type { CartLine } from './cart'
import { cartStore } from './cartStore'
import { toastLimit } from './toasts'

export interface CartLineStepperProps {
  line: CartLine
  size?: 'sm' | 'md'
}

export function CartLineStepper({ line, size = 'sm' }: CartLineStepperProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const productId = line.id
  // One machine per line (a line's product never changes: lines are keyed by product id).
  const [logic] = useState(() =>
    quantityStepperMachine.provide({
      actors: {
        saveQuantity: fromPromise<void, SaveQuantityInput>(({ input }) =>
          cartStore.updateQuantity(productId, input.qty),
        ),
      },
    }),
  )
  const actor = useActorRef(logic, { input: { qty: line.qty } })

  // Each accepted change (the machine's quantity-updated event) is announced: a keyboard user on
  // plus or minus does not hear the quantity box change otherwise.
  const [announcement, setAnnouncement] = useState('')
  const name = line.product_name
  useEffect(() => {
    const subscriptions = [
      actor.on('limitReached', () => toastLimit()),
      actor.on('quantityUpdated', (event) => {
        const qty = formatCount(event.qty, locale)
        setAnnouncement(t`Quantity of ${name}: ${qty}`)
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, name, t, locale])

  // The cart changed elsewhere (another tab, the product page, Order Again): follow it.
  useEffect(() => {
    if (actor.getSnapshot().context.qty !== line.qty) actor.send({ type: 'SYNC', qty: line.qty })
  }, [actor, line.qty])

  const qty = useSelector(actor, (snapshot) => snapshot.context.qty)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const canIncrement = useSelector(actor, (snapshot) => snapshot.can({ type: 'INCREMENT' }))
  const canDecrement = useSelector(actor, (snapshot) => snapshot.can({ type: 'DECREMENT' }))

  return (
    <>
      <QuantityStepper
        value={qty}
        min={MIN_QTY}
        max={MAX_QTY}
        label={line.product_name}
        busy={busy}
        canIncrement={canIncrement}
        canDecrement={canDecrement}
        onIncrement={() => actor.send({ type: 'INCREMENT' })}
        onDecrement={() => actor.send({ type: 'DECREMENT' })}
        size={size}
      />
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  )
}
