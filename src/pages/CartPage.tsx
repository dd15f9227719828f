import { useLingui } from '@lingui/react/macro'
import { useCartActions } from '@/cart/useCartActions'
import { CartContents } from '@/components/cart/CartContents'
import { CartSummary } from '@/components/cart/CartSummary'
import { WhatsAppOrderLink } from '@/components/cart/WhatsAppOrderLink'
import { useWhatsAppOrderHref } from '@/cart/useWhatsAppOrder'
import { ProductCard } from '@/components/ProductCard'
import { ProductGrid } from '@/components/ProductGrid'
import { useCartLines } from '@/cart/useCartLines'
import { useDocumentTitle } from '@/lib/title'
import { useRecentlyViewed } from '@/recentlyViewed/recentlyViewedStore'
import { PageSeo } from '@/app/PageSeo'
import styles from './CartPage.module.css'

/**
 * /cart (spec 000 s2): the cart's lines for shoppers who land here, with the same steppers,
 * removal and checkout gate as the cart panel. Empty: the products viewed last (decision 0033).
 */
export default function CartPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { lines, subtotal, count, canCheckout, renderQuantity, remove, checkout } = useCartLines('md')
  const { inCart, onAddToCart: addToCart, onViewItem: viewItem } = useCartActions()
  const recentlyViewed = useRecentlyViewed()
  const whatsappHref = useWhatsAppOrderHref(lines, subtotal)
  // The empty cart's list of the products viewed last (decision 0033).
  const recentlyViewedHeading = t`Recently viewed`
  return (
    <>
      <PageSeo title={documentTitle(t`Cart`)} />
      <h1 className={styles.title}>{t`Cart`}</h1>
      <div className={lines.length > 0 ? styles.layout : undefined}>
        <section className={styles.lines} aria-label={t`Cart lines`}>
          <CartContents lines={lines} renderQuantity={renderQuantity} onRemove={remove} layout="wide" />
        </section>
        {lines.length > 0 && (
          <div className={styles.summary}>
            <CartSummary count={count} subtotal={subtotal} canCheckout={canCheckout} onCheckout={checkout} />
            <WhatsAppOrderLink href={whatsappHref} />
          </div>
        )}
      </div>
      {lines.length === 0 && recentlyViewed.length > 0 && (
        <section className={styles.recent} aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className={styles.recentTitle}>
            {recentlyViewedHeading}
          </h2>
          <ProductGrid
            aria-label={recentlyViewedHeading}
            products={recentlyViewed}
            renderProduct={(product) => (
              <ProductCard
                product={product}
                inCart={inCart(product)}
                onAddToCart={addToCart}
                onViewItem={viewItem}
                headingLevel={3}
              />
            )}
          />
        </section>
      )}
    </>
  )
}
