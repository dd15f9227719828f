/** Records -> answer shapes of docs/api-contract.md (internal bookkeeping is never sent). */
import type { ProductRecord } from '../data/types'
import type { CustomerRecord, OrderRecord } from '../store/schema'

export type ProductAnswer = Omit<ProductRecord, 'extra'>

export function toProduct(record: ProductRecord): ProductAnswer {
  const { extra: _internal, ...product } = record
  return product
}

export const toProducts = (records: readonly ProductRecord[]): ProductAnswer[] => records.map(toProduct)

export interface CustomerAnswer {
  id: number
  name: string
  email: string
  phone: string
  image: string
}

export function toCustomer(record: CustomerRecord): CustomerAnswer {
  return { id: record.id, name: record.name, email: record.email, phone: record.phone, image: record.image }
}

/** The order row as Laravel would send it: gift recipient columns flattened (null when none). */
export function toOrder(record: OrderRecord) {
  const { gift, ...order } = record
  return {
    ...order,
    g_name: gift?.g_name ?? null,
    g_email: gift?.g_email ?? null,
    g_phone: gift?.g_phone ?? null,
    g_address: gift?.g_address ?? null,
  }
}
