import { useLingui } from '@lingui/react/macro'
import type { SyntheticEvent } from 'react'
import { Link } from 'react-router-dom'
import { menuTarget } from '@/components/layout/shellLinks'
import { useNumbers } from '@/i18n/useNumbers'
import { BANNER_SIZES, bannerLabel, promotionText, type BannerSlide, type BannerSlot } from './banners'
import styles from './Banners.module.css'

/** Each slot's box comes from CSS (aspect-ratio, object-fit), whatever size the shop's image is. */
const SLOT_CLASS: Record<BannerSlot, string | undefined> = {
  top: styles.topImage,
  small: styles.smallImage,
  offer: styles.offerImage,
}

export interface BannerLinkProps {
  slide: BannerSlide
  /** 1-based position, for the fallback label. */
  position: number
  /** Which banner slot: its size and the box it keeps. */
  slot: BannerSlot
  /** The top banner's first slide: eager, high priority (the page's LCP image). */
  priority?: 'high' | 'eager' | 'lazy'
}

function hideBroken(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.dataset.broken = 'true'
}

/** A banner image linking to its link (a shop path client-side, another site in a new tab). */
export function BannerLink({ slide, position, slot, priority = 'lazy' }: BannerLinkProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const label = bannerLabel(slide.link, position, t(promotionText(count(position))), t)
  const { width, height } = BANNER_SIZES[slot]
  const image = (
    <img
      className={`${styles.image} ${SLOT_CLASS[slot] ?? ''}`}
      src={slide.src}
      alt={label}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? 'sync' : 'async'}
      onError={hideBroken}
    />
  )
  const target = menuTarget(slide.link)
  if (!target) return <div className={styles.banner}>{image}</div>
  if (target.kind === 'internal') {
    return (
      <Link className={styles.banner} to={target.to}>
        {image}
      </Link>
    )
  }
  return (
    <a className={styles.banner} href={target.href} target="_blank" rel="noopener noreferrer">
      {image}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  )
}
