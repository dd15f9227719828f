import { useMemo } from 'react'
import { useCartActions } from '@/cart/useCartActions'
import type { CartBindings } from '@/components/catalogue'

/** The cart, as the catalogue views take it: in cart?, Add to Cart ('Product added to cart'), View Item. */
export function useCartBindings(): CartBindings {
  const { inCart, onAddToCart: addToCart, onViewItem: viewItem } = useCartActions()
  return useMemo(
    () => ({ inCart, onAddToCart: (product) => addToCart(product), onViewItem: viewItem }),
    [inCart, addToCart, viewItem],
  )
}
