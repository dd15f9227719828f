import { useLingui } from '@lingui/react/macro'
import type { SmallBanner } from '@/api/entities'
import { BANNER_AUTOPLAY_MS } from '../carouselConfig'
import { Carousel } from '@/components/Carousel'
import { BannerLink } from './BannerLink'
import { desktopSmallBanners, smallBannerGroups, smallBannerSlides, type BannerSlide } from './banners'
import styles from './Banners.module.css'

export interface SmallBannersProps {
  banners: readonly SmallBanner[]
  loading: boolean
  /** Phone layout: two carousels (ids 1 and 4, ids 2 and 3); desktop: the first four in a grid. */
  mobile: boolean
  reducedMotion?: boolean
}

function SmallCarousel({
  label,
  slides,
  reducedMotion,
}: {
  label: string
  slides: BannerSlide[]
  reducedMotion: boolean
}) {
  if (slides.length === 0) return null
  return (
    <Carousel
      kind="banner"
      label={label}
      items={slides}
      getKey={(slide) => slide.id}
      renderItem={(slide, index) => <BannerLink slide={slide} position={index + 1} slot="small" priority="eager" />}
      spaceBetween={8}
      autoplayMs={BANNER_AUTOPLAY_MS}
      reducedMotion={reducedMotion}
      rewind
      slideAspectRatio="600 / 300"
    />
  )
}

/** The small banners under the top banner (spec 000 s2). A failed or empty list leaves no section. */
export function SmallBanners({ banners, loading, mobile, reducedMotion = false }: SmallBannersProps) {
  const { t } = useLingui()
  if (loading) {
    return (
      <div
        className={mobile ? styles.smallMobile : styles.smallGrid}
        aria-hidden="true"
        data-testid="small-banners-skeleton"
      >
        {Array.from({ length: mobile ? 2 : 4 }, (_, i) => (
          <div key={i} className={`${styles.skeleton} ${styles.smallSkeleton}`} />
        ))}
      </div>
    )
  }
  const slides = smallBannerSlides(banners)
  if (slides.length === 0) return null

  if (mobile) {
    const [first, second] = smallBannerGroups(slides)
    return (
      <div className={styles.smallMobile}>
        <SmallCarousel label={t`Offers 1`} slides={first} reducedMotion={reducedMotion} />
        <SmallCarousel label={t`Offers 2`} slides={second} reducedMotion={reducedMotion} />
      </div>
    )
  }

  return (
    <ul className={styles.smallGrid} aria-label={t`Featured offers`}>
      {desktopSmallBanners(slides).map((slide, index) => (
        <li key={slide.id}>
          <BannerLink slide={slide} position={index + 1} slot="small" priority="eager" />
        </li>
      ))}
    </ul>
  )
}
