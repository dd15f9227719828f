/**
 * Server cart sync for a signed-in customer (spec 000 s4, s7). Guests keep their cart on the client
 * only; the answers are not read, a failure is only logged ('Error updating cart').
 */
import { postJson } from './http'
import { ignored } from './lenient'

export interface StoreCartItemInput {
  productId: number
  qty: number
  userId: number
}

/** Sent on the first add and on each quantity change. */
export async function storeCartItem(input: StoreCartItemInput): Promise<void> {
  const { productId, qty, userId } = input
  await postJson('/api/v2/store-cart-item', { productId, qty, userId }, ignored)
}

export interface RemoveCartItemInput {
  productId: number
  userId: number
}

/** Sent when a line is removed (or the add button is clicked on a product already in the cart). */
export async function removeCartItem(input: RemoveCartItemInput): Promise<void> {
  const { productId, userId } = input
  await postJson('/api/v2/remove-cart-item', { productId, userId }, ignored)
}
