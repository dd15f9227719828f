import { CartContents } from '@/components/cart/CartContents'
import { CartSummary } from '@/components/cart/CartSummary'
import { useCartLines } from '@/cart/useCartLines'
import { documentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import styles from './CartPage.module.css'

/**
 * /cart (spec 000 s2): the cart's lines for shoppers who land here, with the same steppers,
 * removal and checkout gate as the cart panel.
 */
export default function CartPage() {
  const { lines, subtotal, count, canCheckout, renderQuantity, remove, checkout } = useCartLines('md')
  return (
    <>
      <PageSeo title={documentTitle('Cart')} />
      <h1 className={styles.title}>Cart</h1>
      <div className={lines.length > 0 ? styles.layout : undefined}>
        <section className={styles.lines} aria-label="Cart lines">
          <CartContents lines={lines} renderQuantity={renderQuantity} onRemove={remove} layout="wide" />
        </section>
        {lines.length > 0 && (
          <CartSummary count={count} subtotal={subtotal} canCheckout={canCheckout} onCheckout={checkout} />
        )}
      </div>
    </>
  )
}
