/**
 * What the cart panel and the /cart page share: the lines with their machine-driven steppers,
 * removal with the spec's toast, the totals and the checkout gate.
 */
import { useCallback, useMemo } from 'react'
import { cartCount, cartTotal, type CartLine } from './cart'
import { CartLineStepper } from './CartLineStepper'
import { cartStore, useCart } from './cartStore'
import { proceedToCheckout, useCanCheckout } from './panel'
// The panel's machine: the gate below reads it, so it must exist wherever these lines render.
import './panelActor'
import { toastRemoved } from './toasts'

export function useCartLines(stepperSize: 'sm' | 'md' = 'sm') {
  const lines = useCart()
  const subtotal = useMemo(() => cartTotal(lines), [lines])
  const count = useMemo(() => cartCount(lines), [lines])
  const canCheckout = useCanCheckout()
  const renderQuantity = useCallback(
    (line: CartLine) => <CartLineStepper key={line.id} line={line} size={stepperSize} />,
    [stepperSize],
  )
  const remove = useCallback((line: CartLine) => {
    cartStore.remove(line.id)
    toastRemoved()
  }, [])
  const checkout = useCallback(() => {
    proceedToCheckout()
  }, [])
  return { lines, subtotal, count, canCheckout, renderQuantity, remove, checkout }
}
