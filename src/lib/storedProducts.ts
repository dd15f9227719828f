import { productSchema, type Product } from '@/api/entities'
import { readRaw } from './storage'

/**
 * A JSON array of products in storage (`wishlist`, `recentlyViewed`), read tolerantly: garbage, a
 * non-array or a damaged entry gives nothing for it, a repeated product counts once, and at most
 * `limit` products are taken, in order.
 */
export function readStoredProducts(key: string, limit = Number.POSITIVE_INFINITY): Product[] {
  const raw = readRaw(key)
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const products: Product[] = []
  for (const item of value) {
    if (products.length >= limit) break
    const parsed = productSchema.safeParse(item)
    if (parsed.success && !products.some((p) => p.id === parsed.data.id)) products.push(parsed.data)
  }
  return products
}
