/**
 * My Medicines (beyond the spec, issue 24, decision 0043): the products of a customer's past
 * orders, one entry per product, with the day and quantity of the newest order that had it.
 *
 * Built from the calls the account already uses: the order list (newest 10 orders; cancelled ones
 * are left out: nothing was bought), and per order Order Again's order-item call, which gives the
 * lines as products with their stock status. That call answers 400 when a product of the order
 * is out of stock; for such an order the lines come from order-product (names, ids and
 * quantities, no stock status), and a product not seen in another order is looked up by its name
 * in the search call (matched by id). A product found nowhere is listed without Add to Cart.
 */
import type { Order, OrderLine, Product } from '@/api'
import type { MedicineEntry } from '@/components/account/MedicineList'
import { clampQty } from '@/rules/quantity'

/** One entry: the shape the list component draws (one definition, the component's). */
export type MyMedicine = MedicineEntry

/** One order's lines as Order Again gave them (products) or, when it refused, as order lines. */
export type OrderLines = { order: Order; products: Product[] } | { order: Order; lines: OrderLine[] }

/** Orders that count: all but the cancelled ones (status 4). */
export function countedOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status !== 4)
}

/**
 * One entry per product, newest order first (the order list's order; among one order, as listed).
 * A product known from any Order Again answer carries that product.
 */
export function collectMedicines(answers: readonly OrderLines[]): MyMedicine[] {
  const known = new Map<number, Product>()
  for (const answer of answers) {
    if ('products' in answer)
      for (const product of answer.products) if (!known.has(product.id)) known.set(product.id, product)
  }
  const medicines = new Map<number, MyMedicine>()
  for (const answer of answers) {
    const at = answer.order.created_at ?? ''
    const entries =
      'products' in answer
        ? answer.products.map((product) => ({
            productId: product.id,
            name: product.product_name,
            quantity: product.qty ?? 1,
            unitDescription: product.unit_description,
          }))
        : answer.lines.map((line) => ({
            productId: line.product_id,
            name: (line.product_name ?? '').trim(),
            quantity: line.quantity,
            unitDescription: line.product?.unit_description ?? '',
          }))
    for (const entry of entries) {
      if (medicines.has(entry.productId)) continue
      const product = known.get(entry.productId) ?? null
      medicines.set(entry.productId, {
        ...entry,
        unitDescription: product?.unit_description || entry.unitDescription,
        quantity: clampQty(entry.quantity),
        product,
        lastOrderedAt: at,
      })
    }
  }
  return [...medicines.values()]
}

/** Fills in products found later (by id); the others stay as they were. */
export function withProducts(medicines: readonly MyMedicine[], found: ReadonlyMap<number, Product>): MyMedicine[] {
  return medicines.map((medicine) => {
    const product = medicine.product ?? found.get(medicine.productId) ?? null
    return product === medicine.product
      ? medicine
      : { ...medicine, product, unitDescription: product?.unit_description || medicine.unitDescription }
  })
}
