/**
 * The cart's part of the page shell, rendered once by AppLayout: the floating cart summary and the
 * cart panel. The panel is its own chunk (Radix Dialog, the lines and their stepper machine),
 * fetched at the shopper's first press or key (the press that opens it, at the latest). An opening
 * before it has arrived draws the panel's frame at once (CartPanelFrame: heading, close button, a
 * busy skeleton; no library), which the panel replaces when its chunk has run (decision 0052). If
 * it cannot be fetched (offline), the panel closes again, the shopper is told, and the next
 * opening tries again.
 *
 * The panel closes when the route changes (a line's product link, View Cart, Proceed to
 * checkout); the summary hides while the panel is open and on /checkout (spec 000 s2), and while
 * the cart is empty (our choice: '0 Items ৳0.00' only covers content; the header's cart icon
 * still opens the panel and its empty state).
 */
import { msg } from '@lingui/core/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useVisitorStore } from '@/lib/hydrated'
import { afterNextPaint, whenIntent } from '@/lib/idle'
import { englishTexts } from '@/i18n/lingui'
import { FloatingCartSummary } from '@/components/cart/FloatingCartSummary'
import { CartPanelFrame } from '@/components/cart/CartPanel/CartPanelFrame'
import { cartCount, cartTotal } from './cart'
import { cartStore } from './cartStore'
import { closeCartPanel, isCartPanelOpen, openCartPanel, subscribeCartPanel, useCartPanelOpen } from './panel'

export const loadCartPanel = () => import('./CartPanelContainer')

/** The toast's English text (toast() shows it in the page's language). */
export const { PANEL_UNAVAILABLE } = englishTexts({
  PANEL_UNAVAILABLE: msg`The cart could not be opened. Please check your connection and try again.`,
})

/** Resolves the next time the panel is asked to open. */
function nextOpening(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = subscribeCartPanel(() => {
      if (!isCartPanelOpen()) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The panel's chunk, however long it takes: a failed fetch (offline) closes the panel, tells the
 * shopper, and is tried again when the panel is next opened. (React.lazy calls this once.)
 */
function loadWhenPossible(): ReturnType<typeof loadCartPanel> {
  return loadCartPanel().catch(async (error: unknown) => {
    console.error('[cart] the cart panel could not be loaded', error)
    if (isCartPanelOpen()) {
      closeCartPanel()
      toast.error(PANEL_UNAVAILABLE, { toastId: 'cart-panel-unavailable' })
    }
    await nextOpening()
    return loadWhenPossible()
  })
}

/**
 * Fetched after the next paint: React calls this when it first renders the panel, which is in the
 * press that opens it at the latest; starting the import there (Vite's preload helper adds the
 * chunk's `<link>`s, then the module request) would delay that press's paint, the frame's.
 */
const CartPanelContainer = lazy(() => afterNextPaint().then(loadWhenPossible))

export function CartShell() {
  const open = useCartPanelOpen()
  // The floating summary's figures render after hydration in a transition (decision 0059).
  const lines = useVisitorStore(cartStore)
  const { pathname } = useLocation()

  // The panel's chunk is fetched at the first press or key, or at the first opening.
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  useEffect(() => whenIntent(() => setWanted(true)), [])

  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeCartPanel()
  }, [pathname])

  const onCheckoutPage = pathname === ROUTES.checkout || pathname.startsWith('/checkout/')

  return (
    <>
      {wanted && (
        <Suspense fallback={open ? <CartPanelFrame onClose={closeCartPanel} /> : null}>
          <CartPanelContainer />
        </Suspense>
      )}
      <FloatingCartSummary
        count={cartCount(lines)}
        total={cartTotal(lines)}
        onOpen={openCartPanel}
        hidden={open || onCheckoutPage || lines.length === 0}
      />
    </>
  )
}
