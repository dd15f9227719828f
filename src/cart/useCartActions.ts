/**
 * What every product list needs from the cart: whether a product is in it, adding one unit
 * ('Product added to cart'), and 'View Item' (opens the cart panel on that product's line).
 */
import { useCallback } from 'react'
import type { Product } from '@/api/entities'
import { cartStore, useCart } from './cartStore'
import { openCartPanelAt } from './panel'
import { toastAdded } from './toasts'

/** Named as the product lists' props (inCart, onAddToCart, onViewItem): spread into them. */
export interface CartActions {
  inCart: (product: Pick<Product, 'id'>) => boolean
  onAddToCart: (product: Product, qty?: number) => void
  onViewItem: (product: Product) => void
}

export function useCartActions(): CartActions {
  const cart = useCart()
  const inCart = useCallback((product: Pick<Product, 'id'>) => cart.some((line) => line.id === product.id), [cart])
  const onAddToCart = useCallback((product: Product, qty = 1) => {
    cartStore.add(product, qty)
    toastAdded()
  }, [])
  const onViewItem = useCallback((product: Product) => openCartPanelAt(product.id), [])
  return { inCart, onAddToCart, onViewItem }
}
