import type { Product } from '@/api/entities'

/** A product the shop cannot sell now: its `stock_status` is '0' (spec 000 s6). */
export function isOutOfStock(product: Pick<Product, 'stock_status'>): boolean {
  return String(product.stock_status).trim() === '0'
}
