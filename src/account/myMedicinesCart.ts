/**
 * My Medicines into the cart: each product with the quantity of its last order (the cart keeps it
 * within 1..100, src/rules/quantity.ts), through the cart store, with the cart's toast. No reload:
 * the cart store updates every view at once (unlike the spec's Order Again on My Orders, which
 * keeps its own behaviour: src/account/orderAgain.ts).
 */
import { cartStore } from '@/cart/cartStore'
import { toastAdded } from '@/cart/toasts'
import { isOutOfStock } from '@/rules/product'
import type { MyMedicine } from './myMedicines'

/** Adds one product with its last quantity; false when it cannot be bought now. */
export function addMedicineToCart(medicine: Pick<MyMedicine, 'product' | 'quantity'>): boolean {
  if (!medicine.product || isOutOfStock(medicine.product)) return false
  cartStore.add(medicine.product, medicine.quantity)
  toastAdded()
  return true
}

/** Adds every product that can be bought now; returns how many were added (one toast for all). */
export function addAllToCart(medicines: ReadonlyArray<Pick<MyMedicine, 'product' | 'quantity'>>): number {
  let added = 0
  for (const medicine of medicines) {
    if (!medicine.product || isOutOfStock(medicine.product)) continue
    cartStore.add(medicine.product, medicine.quantity)
    added += 1
  }
  if (added > 0) toastAdded()
  return added
}
