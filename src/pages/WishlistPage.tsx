import { useLingui } from '@lingui/react/macro'
import { useCartActions } from '@/cart/useCartActions'
import { WishlistList } from '@/components/wishlist/WishlistList'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useWishlist, wishlistStore } from '@/wishlist/wishlistStore'
import styles from './WishlistPage.module.css'

/**
 * /wish-list (spec 000 s2, loaded lazily): the products in this browser's wishlist, with remove
 * and add to cart. Adding keeps the product in the wishlist; it follows other tabs' changes.
 */
export default function WishlistPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const products = useWishlist()
  const { inCart, onAddToCart: addToCart, onViewItem: viewItem } = useCartActions()
  return (
    <>
      <PageSeo title={documentTitle(t`Wishlist`)} />
      <h1 className={styles.title}>{t`Wishlist`}</h1>
      <WishlistList
        products={products}
        inCart={inCart}
        onAddToCart={(product) => addToCart(product)}
        onViewItem={viewItem}
        onRemove={(product) => wishlistStore.remove(product.id)}
      />
    </>
  )
}
