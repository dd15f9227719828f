/**
 * A small storefront for the cart flows: a header cart button (as the shell's cart icon), product
 * cards wired with useCartActions (Add to Cart / View Item), and the cart's part of the shell
 * (panel and floating summary), exactly as AppLayout renders it.
 */
import type { Product } from '@/api/entities'
import { CartShell } from '@/cart/CartShell'
import { openCartPanel } from '@/cart/panel'
import { useCartActions } from '@/cart/useCartActions'
import { ProductCard } from '@/components/ProductCard'
import { ProductGrid } from '@/components/ProductGrid'

export function Storefront({ products }: { products: readonly Product[] }) {
  const { inCart, onAddToCart: addToCart, onViewItem: viewItem } = useCartActions()
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 'var(--space-3)' }}>
        <button type="button" onClick={openCartPanel}>
          Cart
        </button>
      </header>
      <main style={{ padding: 'var(--space-4)', paddingRight: 120 }}>
        <h1 className="visually-hidden">Shop</h1>
        <ProductGrid
          aria-label="Products"
          products={products}
          renderProduct={(product) => (
            <ProductCard
              product={product}
              inCart={inCart(product)}
              onAddToCart={addToCart}
              onViewItem={viewItem}
              headingLevel={2}
            />
          )}
        />
      </main>
      <CartShell />
    </>
  )
}
