/** The data of My Medicines (src/account/myMedicines.ts), cached by SWR per customer. */
import useSWR from 'swr'
import { getOrderItems, getOrderProducts, getOrders, searchProducts, type ApiError, type Product } from '@/api'
import { hasStatus } from './feedback'
import { collectMedicines, countedOrders, withProducts, type MyMedicine, type OrderLines } from './myMedicines'

export const myMedicinesKey = (customerId: number) => ['my-medicines', customerId] as const

async function linesOf(order: OrderLines['order']): Promise<OrderLines> {
  try {
    return { order, products: await getOrderItems(order.id) }
  } catch (error) {
    // 400: a product of the order is out of stock; its lines come from order-product.
    if (!hasStatus(error, 400)) throw error
    return { order, lines: await getOrderProducts(order.id) }
  }
}

/** A product by its name in the search call, matched by id; null when not found or the search fails. */
async function findProduct(medicine: MyMedicine): Promise<Product | null> {
  if (!medicine.name) return null
  try {
    const result = await searchProducts(medicine.name)
    return result.data.find((product) => product.id === medicine.productId) ?? null
  } catch (error) {
    console.warn('My Medicines: a product could not be looked up', error)
    return null
  }
}

export async function loadMyMedicines(customerId: number): Promise<MyMedicine[]> {
  const page = await getOrders(customerId, 1)
  const answers = await Promise.all(countedOrders(page.data).map(linesOf))
  const medicines = collectMedicines(answers)
  const missing = medicines.filter((medicine) => medicine.product === null)
  if (missing.length === 0) return medicines
  const found = new Map<number, Product>()
  for (const [index, product] of (await Promise.all(missing.map(findProduct))).entries()) {
    const medicine = missing[index]
    if (product && medicine) found.set(medicine.productId, product)
  }
  return withProducts(medicines, found)
}

/** The signed-in customer's medicines (null: nobody signed in, nothing asked). */
export function useMyMedicines(customerId: number | null) {
  return useSWR<MyMedicine[], ApiError>(customerId === null ? null : myMedicinesKey(customerId), () =>
    loadMyMedicines(customerId as number),
  )
}
