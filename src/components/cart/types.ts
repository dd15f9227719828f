import type { Product } from '@/api/entities'

/** A cart line as the components show it: the product and its quantity (the stored `cart` shape). */
export type CartItem = Product & { qty: number }
