import type { ImgHTMLAttributes, SyntheticEvent } from 'react'
import { PLACEHOLDER_IMAGE } from '@/api/images'

export type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'src' | 'alt'> & {
  /** The image's URL (productImageUrl of a file name, or a gallery entry's src). */
  src: string
  /** The product's name, or '' for a decorative copy beside its name. */
  alt: string
}

/** A missing upload falls back to the placeholder once (never loops if that fails too). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget
  if (img.dataset.fallback === 'true') return
  img.dataset.fallback = 'true'
  img.src = PLACEHOLDER_IMAGE
}

/**
 * A product's image wherever one is shown (card, search suggestion, cart line, wishlist, stock
 * request, gallery): an `<img>` with the given attributes that shows the shop's placeholder when the
 * upload is missing, once.
 */
export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  return <img {...rest} src={src} alt={alt} onError={showPlaceholder} />
}
