/**
 * Creates the cart panel's actor and attaches it to src/cart/panel.ts. Imported by the code that
 * needs the machine (the panel's chunk, the /cart page through useCartLines), never by the first
 * load: XState stays out of the entry chunk.
 */
import { createActor } from 'xstate'
import { cartPanelMachine } from '@machines/cartPanel'
import { pushBeginCheckout } from '@/lib/analytics'
import { cartTotal } from './cart'
import { cartStore } from './cartStore'
import { attachCartPanelActor, getCartPanelActor, type CartPanelActor } from './panel'

function cartFigures() {
  const lines = cartStore.getSnapshot()
  return { total: cartTotal(lines), lines: lines.length }
}

function createCartPanelActor(): CartPanelActor {
  const created = createActor(cartPanelMachine, { input: cartFigures() })
  created.start()
  cartStore.subscribe(() => created.send({ type: 'CART_CHANGED', ...cartFigures() }))
  created.on('checkoutStarted', () => pushBeginCheckout(cartStore.getSnapshot()))
  return created
}

const existing = getCartPanelActor()

/** The app's one cart panel actor (kept across hot reloads of this module). */
export const cartPanelActor: CartPanelActor = existing ?? createCartPanelActor()
if (!existing) attachCartPanelActor(cartPanelActor)
