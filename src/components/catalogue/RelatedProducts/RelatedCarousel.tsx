import { Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '@/api/entities'
import { Carousel } from '@/components/Carousel'
import { ProductCard, ProductCardSkeleton } from '@/components/ProductCard'
import { UnitPrice, usePerUnitText } from '@/components/UnitPrice'
import { useMoney } from '@/lib/useMoney'
import { unitPrice } from '@/lib/pricing'
import { pricePerUnit } from '@/lib/unitPrice'
import type { CartBindings } from '../ProductResults'
import { compareAlternatives, relatedTitle, type Alternative } from './alternatives'
import styles from './RelatedCarousel.module.css'

export interface RelatedCarouselProps {
  /** The product on screen: its type picks the title, its price is what alternatives compare to. */
  product: Product
  related: readonly Product[]
  loading?: boolean
  cart: CartBindings
}

/**
 * The product page's carousel (spec 000): 'Alternate Brands' for a medicine, 'Related Products'
 * otherwise. Alternate brands are sorted cheapest first and each says how much cheaper or dearer
 * it is than the product on screen. Nothing renders when there is nothing related.
 */
export function RelatedCarousel({ product, related, loading = false, cart }: RelatedCarouselProps) {
  const { t } = useLingui()
  const formatMoney = useMoney()
  const perUnitText = usePerUnitText()
  const alternates = relatedTitle(product) === 'Alternate Brands'
  const title = alternates ? t`Alternate Brands` : t`Related Products`
  // Compared per tablet, capsule or ml when the pack gives a count (alternatives.ts).
  const perUnit = pricePerUnit(product)
  const price = perUnit ? perUnitText(perUnit.amount, perUnit.unit).shown : formatMoney(unitPrice(product))
  const name = product.product_name
  const items: Array<{ product: Product; alternative: Alternative | null }> = alternates
    ? compareAlternatives(product, related).map((alternative) => ({ product: alternative.product, alternative }))
    : related.filter((p) => p.id !== product.id).map((p) => ({ product: p, alternative: null }))

  if (!loading && items.length === 0) return null

  // Not a named landmark: the carousel inside is the region named after the title (as a home row).
  return (
    <section className={styles.related}>
      <h2 className={styles.title}>{title}</h2>
      {alternates && !loading && (
        <p className={styles.note}>
          {t`Same generic and strength from other makers, cheapest first, compared with ${price} for ${name}.`}
        </p>
      )}
      {loading ? (
        <ul className={styles.skeletons} aria-busy="true" aria-label={t`Loading ${title}`}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        // The shared strip (spec 000 s9's product carousel: 2 per view on phones, 5 on desktop, 6
        // from 1920 px): the server draws every card, CSS scrolls and snaps it, the arrows come after
        // hydration; no Swiper, no second render (issue 25).
        <Carousel
          kind="product"
          label={title}
          items={items}
          getKey={({ product: item }) => item.id}
          renderItem={({ product: item, alternative }) => (
            <div className={styles.slide}>
              <ProductCard
                product={item}
                inCart={cart.inCart(item)}
                onAddToCart={cart.onAddToCart}
                onViewItem={cart.onViewItem}
                headingLevel={3}
                unitPrice={<UnitPrice perUnit={pricePerUnit(item)} />}
              />
              {alternative && <PriceDelta alternative={alternative} than={product.product_name} />}
            </div>
          )}
        />
      )}
    </section>
  )
}

/**
 * '৳2.50 cheaper', 'Same price', '৳0.80 dearer' ('৳0.20/tablet cheaper' when compared per unit),
 * with 'than <product>' for screen readers.
 */
function PriceDelta({ alternative, than }: { alternative: Alternative; than: string }) {
  const formatMoney = useMoney()
  const perUnitText = usePerUnitText()
  const { comparison, basis } = alternative
  const money =
    basis === 'pack' ? formatMoney(alternative.difference) : perUnitText(alternative.difference, basis).shown
  return (
    <p className={`${styles.delta} ${styles[comparison]}`} data-comparison={comparison} data-basis={basis}>
      {comparison === 'same' ? (
        <Trans>
          Same price<span className="visually-hidden"> as {than}</span>
        </Trans>
      ) : comparison === 'cheaper' ? (
        <Trans>
          {money} cheaper<span className="visually-hidden"> than {than}</span>
        </Trans>
      ) : (
        <Trans>
          {money} dearer<span className="visually-hidden"> than {than}</span>
        </Trans>
      )}
    </p>
  )
}
