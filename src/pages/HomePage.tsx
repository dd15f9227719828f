import { useCartActions } from '@/cart/useCartActions'
import { ProductCard } from '@/components/ProductCard'
import { ProductGrid } from '@/components/ProductGrid'
import { useFeaturedProducts } from '@/hooks/useFeaturedProducts'
import { documentTitle } from '@/lib/title'

/**
 * Home page. The foundation shows the Featured Product row end to end (mock shop -> API layer ->
 * SWR hook -> ProductCard); banners, rows, services and newsletter arrive with the home issue.
 */
export default function HomePage() {
  const { data: products, error, isLoading } = useFeaturedProducts()
  const { inCart, addToCart, viewItem } = useCartActions()

  return (
    <>
      <title>{documentTitle()}</title>
      <h1 className="visually-hidden">Online pharmacy: medicines and healthcare products</h1>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">Featured Product</h2>
        {error ? (
          <p role="alert">Featured products could not be loaded.</p>
        ) : (
          <ProductGrid
            aria-label="Featured products"
            loading={isLoading}
            products={products ?? []}
            emptyMessage="No product found"
            renderProduct={(product, index) => (
              <ProductCard
                product={product}
                inCart={inCart(product)}
                onAddToCart={addToCart}
                onViewItem={viewItem}
                loading={index < 5 ? 'eager' : 'lazy'}
              />
            )}
          />
        )}
      </section>
    </>
  )
}
