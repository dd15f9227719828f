import { useLingui } from '@lingui/react/macro'
import type { Banner } from '@/api/entities'
import { BANNER_AUTOPLAY_MS } from '../carouselConfig'
import { Carousel } from '@/components/Carousel'
import { BannerLink } from './BannerLink'
import { bannerSlides } from './banners'
import styles from './Banners.module.css'

export interface TopBannersProps {
  banners: readonly Banner[]
  loading: boolean
  reducedMotion?: boolean
}

/**
 * The top banner carousel (spec 000 s2): each banner links to its link, one per view, autoplay
 * 3 s. The first banner is an eager, high-priority image from the first render (the page's LCP);
 * the box is reserved at 3:1 while the list loads. A failed or empty list leaves no section.
 */
export function TopBanners({ banners, loading, reducedMotion = false }: TopBannersProps) {
  const { t } = useLingui()
  const slides = bannerSlides(banners)
  if (loading) {
    return (
      <div
        className={`${styles.skeleton} ${styles.topSkeleton}`}
        aria-hidden="true"
        data-testid="top-banners-skeleton"
      />
    )
  }
  if (slides.length === 0) return null
  return (
    <Carousel
      kind="banner"
      label={t`Top offers`}
      items={slides}
      getKey={(slide) => slide.id}
      renderItem={(slide, index) => (
        <BannerLink slide={slide} position={index + 1} slot="top" priority={index === 0 ? 'high' : 'lazy'} />
      )}
      autoplayMs={BANNER_AUTOPLAY_MS}
      reducedMotion={reducedMotion}
      rewind
      slideAspectRatio="1200 / 400"
    />
  )
}
