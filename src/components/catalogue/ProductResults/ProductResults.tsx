import type { Product } from '@/api/entities'
import { ProductCard, type HeadingLevel } from '@/components/ProductCard'
import { ProductGrid } from '@/components/ProductGrid'
import { UnitPrice } from '@/components/UnitPrice'
import { pricePerUnit } from '@/lib/unitPrice'
import { LoadError } from '../LoadError'

/** What a product list needs from the cart (the page passes useCartActions()). */
export interface CartBindings {
  inCart: (product: Pick<Product, 'id'>) => boolean
  onAddToCart: (product: Product) => void
  onViewItem: (product: Product) => void
}

export interface ProductResultsProps {
  products: readonly Product[]
  /** A call is in flight and there is nothing to show yet: skeleton cards. */
  loading: boolean
  /** The load failed: this message (and 'Try again' when onRetry is given) instead of the grid. */
  error?: string | null
  onRetry?: () => void
  /** A retry after the error is in flight. */
  retrying?: boolean
  /** Shown when the list is empty, e.g. 'No product found'. */
  emptyMessage: string
  cart: CartBindings
  /** Names the list for screen readers. */
  label: string
  loadingLabel?: string
  /** Level of the product names: 2 when the grid sits right under the page's h1. */
  headingLevel?: HeadingLevel
  skeletonCount?: number
}

/** Cards in the 2/4/5-column grid, with the loading, empty and error states of every catalogue list. */
export function ProductResults({
  products,
  loading,
  error,
  onRetry,
  retrying = false,
  emptyMessage,
  cart,
  label,
  loadingLabel,
  headingLevel = 2,
  skeletonCount,
}: ProductResultsProps) {
  // An error stays on screen (not a skeleton) while SWR or the shopper retries.
  if (error) return <LoadError message={error} onRetry={onRetry} retrying={retrying} />
  return (
    <ProductGrid
      aria-label={label}
      loading={loading}
      loadingLabel={loadingLabel}
      skeletonCount={skeletonCount}
      products={products}
      emptyMessage={<p role="status">{emptyMessage}</p>}
      renderProduct={(product, index) => (
        <ProductCard
          product={product}
          inCart={cart.inCart(product)}
          onAddToCart={cart.onAddToCart}
          onViewItem={cart.onViewItem}
          headingLevel={headingLevel}
          loading={index < 5 ? 'eager' : 'lazy'}
          unitPrice={<UnitPrice perUnit={pricePerUnit(product)} />}
        />
      )}
    />
  )
}
