import { useLingui } from '@lingui/react/macro'
import type { Banner } from '@/api/entities'
import { BANNER_AUTOPLAY_MS } from '../carouselConfig'
import { Carousel } from '@/components/Carousel'
import { BannerLink } from './BannerLink'
import { bannerSlides } from './banners'
import styles from './Banners.module.css'

export interface OfferBannersProps {
  banners: readonly Banner[]
  loading: boolean
  reducedMotion?: boolean
}

/**
 * The offers banner carousel (spec 000 s2, s9): 3 per view on phones, 5 on desktop, autoplay 3 s.
 * A failed or empty list leaves no section.
 */
export function OfferBanners({ banners, loading, reducedMotion = false }: OfferBannersProps) {
  const { t } = useLingui()
  const slides = bannerSlides(banners)
  if (!loading && slides.length === 0) return null
  return (
    <section>
      <h2 className="visually-hidden">{t`Offers`}</h2>
      {loading ? (
        <div className={styles.offerSkeletonRow} aria-hidden="true" data-testid="offer-banners-skeleton">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={`${styles.skeleton} ${styles.offerSkeleton}`} />
          ))}
        </div>
      ) : (
        <Carousel
          kind="offer"
          label={t`Offers`}
          items={slides}
          getKey={(slide) => slide.id}
          renderItem={(slide, index) => <BannerLink slide={slide} position={index + 1} slot="offer" />}
          autoplayMs={BANNER_AUTOPLAY_MS}
          reducedMotion={reducedMotion}
          rewind
        />
      )}
    </section>
  )
}
