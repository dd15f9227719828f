/**
 * The quantity a shopper picks on a product page before 'Add to Cart', driven by the same quantity
 * stepper machine as a cart line (machines/quantityStepper.ts): the bounds, the refused step
 * past the limit and its toast are the machine's. Nothing is saved until the product is added, so
 * the machine's save resolves at once; `reset` starts again at 1 after an add.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { createActor, fromPromise } from 'xstate'
import { quantityStepperMachine, type SaveQuantityInput } from '@machines/quantityStepper'
import { MIN_QTY } from '@/rules/quantity'
import { toastLimit } from './toasts'

/**
 * The machine's first actor is costly (about 25 ms of the product page's hydration at 4x CPU:
 * XState's code run for the first time and the machine's transitions worked out): one is made and
 * dropped, never started, in a task of its own once this module has run (with the page's chunk,
 * before hydration), as checkout does for its submission machine (decision 0061).
 */
if (!import.meta.env.SSR) setTimeout(() => createActor(quantityStepperMachine, { input: { qty: MIN_QTY } }))

export interface ProductQuantity {
  quantity: number
  increment: () => void
  decrement: () => void
  /** Back to 1 (after 'Add to Cart'). */
  reset: () => void
}

export function useProductQuantity(): ProductQuantity {
  const [logic] = useState(() =>
    quantityStepperMachine.provide({
      actors: { saveQuantity: fromPromise<void, SaveQuantityInput>(() => Promise.resolve()) },
    }),
  )
  const actor = useActorRef(logic, { input: { qty: MIN_QTY } })
  useEffect(() => {
    const subscription = actor.on('limitReached', () => toastLimit())
    return () => subscription.unsubscribe()
  }, [actor])
  const quantity = useSelector(actor, (snapshot) => snapshot.context.qty)
  return {
    quantity,
    increment: () => actor.send({ type: 'INCREMENT' }),
    decrement: () => actor.send({ type: 'DECREMENT' }),
    reset: () => actor.send({ type: 'SYNC', qty: MIN_QTY }),
  }
}
