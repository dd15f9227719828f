/**
 * The cart panel wired to the cart: lines with machine-driven steppers, removal, totals, the
 * checkout gate, 'View Item' focus and the focus given back to the opener. Loaded on demand by
 * CartShell (Radix Dialog and the stepper machine stay out of the first load).
 */
import { useState } from 'react'
import { CartPanel } from '@/components/cart/CartPanel'
import { closeCartPanel, takeCartPanelOpener, useCartPanelFocusProduct, useCartPanelOpen } from './panel'
import { useCartLines } from './useCartLines'
import { useWhatsAppOrderHref } from './useWhatsAppOrder'

export default function CartPanelContainer() {
  const open = useCartPanelOpen()
  // Open when this chunk first renders: the panel takes its frame's place (CartShell), which has
  // already slid in; later openings slide in as usual.
  const [inFramesPlace, setInFramesPlace] = useState(open)
  if (inFramesPlace && !open) setInFramesPlace(false)
  const focusProductId = useCartPanelFocusProduct()
  const { lines, subtotal, count, canCheckout, renderQuantity, remove, checkout } = useCartLines()
  const whatsappHref = useWhatsAppOrderHref(lines, subtotal)
  return (
    <CartPanel
      open={open}
      onClose={closeCartPanel}
      lines={lines}
      subtotal={subtotal}
      itemCount={count}
      canCheckout={canCheckout}
      onCheckout={checkout}
      renderQuantity={renderQuantity}
      onRemove={remove}
      focusProductId={focusProductId}
      whatsappHref={whatsappHref}
      instant={inFramesPlace}
      onCloseAutoFocus={(event) => {
        const opener = takeCartPanelOpener()
        if (!opener) return
        event.preventDefault()
        opener.focus()
      }}
    />
  )
}
