import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { A11y, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import type { Product } from '@/api/entities'
import { ProductCard, ProductCardSkeleton } from '@/components/ProductCard'
import { UnitPrice, usePerUnitText } from '@/components/UnitPrice'
import { useMoney } from '@/lib/useMoney'
import { unitPrice } from '@/lib/pricing'
import { pricePerUnit } from '@/lib/unitPrice'
import type { CartBindings } from '../ProductResults'
import { compareAlternatives, relatedTitle, type Alternative } from './alternatives'
import 'swiper/css'
import styles from './RelatedCarousel.module.css'

export interface RelatedCarouselProps {
  /** The product on screen: its type picks the title, its price is what alternatives compare to. */
  product: Product
  related: readonly Product[]
  loading?: boolean
  cart: CartBindings
}

/** Slides per view (spec 000 s9): 2 on small screens, 5 on desktop, 6 from 1920 px. */
export const CAROUSEL_BREAKPOINTS = {
  0: { slidesPerView: 2, spaceBetween: 8 },
  769: { slidesPerView: 4, spaceBetween: 16 },
  1024: { slidesPerView: 5, spaceBetween: 16 },
  1920: { slidesPerView: 6, spaceBetween: 16 },
}

interface Edges {
  start: boolean
  end: boolean
  locked: boolean
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
  const headingId = useId()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: false })
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

  const track = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked })

  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {!loading && !edges.locked && (
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.navButton}
              aria-label={t`Previous ${title}`}
              disabled={edges.start}
              onClick={() => swiper?.slidePrev()}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.navButton}
              aria-label={t`Next ${title}`}
              disabled={edges.end}
              onClick={() => swiper?.slideNext()}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
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
        <Swiper
          className={styles.swiper}
          modules={[A11y, Keyboard]}
          breakpoints={CAROUSEL_BREAKPOINTS}
          slidesPerView={2}
          spaceBetween={8}
          threshold={40}
          watchOverflow
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{ enabled: true, containerMessage: title, slideRole: 'group' }}
          onSwiper={(instance) => {
            setSwiper(instance)
            track(instance)
          }}
          onSlideChange={track}
          onResize={track}
          onBreakpoint={track}
          onReachEnd={track}
          onReachBeginning={track}
        >
          {items.map(({ product: item, alternative }) => (
            <SwiperSlide key={item.id} className={styles.slide}>
              <ProductCard
                product={item}
                inCart={cart.inCart(item)}
                onAddToCart={cart.onAddToCart}
                onViewItem={cart.onViewItem}
                headingLevel={3}
                unitPrice={<UnitPrice perUnit={pricePerUnit(item)} />}
              />
              {alternative && <PriceDelta alternative={alternative} than={product.product_name} />}
            </SwiperSlide>
          ))}
        </Swiper>
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
