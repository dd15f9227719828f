import { useLingui } from '@lingui/react/macro'
import { useNumbers } from '@/i18n/useNumbers'
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react'
import { PLACEHOLDER_IMAGE } from '@/api/images'
import { ProductImage } from '@/components/ProductImage'
import styles from './ProductGallery.module.css'

export interface GalleryImage {
  src: string
  alt: string
}

export interface ProductGalleryProps {
  /** The main image first, then the sub images. At least one (the placeholder when the product has none). */
  images: readonly GalleryImage[]
  /** How far the zoom magnifies. */
  zoomScale?: number
  /**
   * More images may still come (the sub images are loading): the thumbnail row keeps its place,
   * so the page below does not move when they arrive.
   */
  morePending?: boolean
}

/** Percent the arrow keys move the zoomed view. */
export const PAN_STEP = 10
/** A pointer that moved further than this (px) between down and up was panning, not tapping. */
const TAP_SLOP = 10

interface Point {
  x: number
  y: number
}
const CENTRE: Point = { x: 50, y: 50 }

const clamp = (value: number) => Math.min(100, Math.max(0, value))

/**
 * The product page's images (spec 000 "Product detail page": image gallery with zoom). The main
 * image is a toggle button: a click, a tap, Enter or Space zooms in; the view then follows the
 * mouse, a finger dragging on it, or the arrow keys; Escape, or another click or tap, zooms out.
 * Thumbnails switch the image.
 */
export function ProductGallery({ images, zoomScale = 2.5, morePending = false }: ProductGalleryProps) {
  const { t } = useLingui()
  const { count: countText } = useNumbers()
  const hintId = useId()
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const [origin, setOrigin] = useState<Point>(CENTRE)
  const pressedAt = useRef<{ x: number; y: number } | null>(null)
  const moved = useRef(false)

  const count = images.length
  const current = images[Math.min(index, count - 1)] ?? { src: PLACEHOLDER_IMAGE, alt: '' }
  const imageName = current.alt
  const total = countText(count)

  const zoomOut = () => {
    setZoomed(false)
    setOrigin(CENTRE)
  }

  const select = (next: number) => {
    setIndex(next)
    zoomOut()
  }

  const originFrom = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    setOrigin({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    })
  }

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    pressedAt.current = { x: event.clientX, y: event.clientY }
    moved.current = false
  }

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = pressedAt.current
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP) moved.current = true
    if (zoomed) originFrom(event)
  }

  const onClick = (event: SyntheticEvent<HTMLButtonElement>) => {
    // A drag that panned the zoomed image is not a tap.
    if (moved.current) {
      moved.current = false
      pressedAt.current = null
      return
    }
    pressedAt.current = null
    if (zoomed) {
      zoomOut()
      return
    }
    setZoomed(true)
    // A pointer click zooms in where it landed; the keyboard zooms in at the centre.
    const native = event.nativeEvent
    if (native instanceof MouseEvent && native.detail > 0) {
      const box = event.currentTarget.getBoundingClientRect()
      if (box.width > 0 && box.height > 0) {
        setOrigin({
          x: clamp(((native.clientX - box.left) / box.width) * 100),
          y: clamp(((native.clientY - box.top) / box.height) * 100),
        })
      }
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!zoomed) return
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -PAN_STEP, y: 0 },
      ArrowRight: { x: PAN_STEP, y: 0 },
      ArrowUp: { x: 0, y: -PAN_STEP },
      ArrowDown: { x: 0, y: PAN_STEP },
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setOrigin((o) => ({ x: clamp(o.x + move.x), y: clamp(o.y + move.y) }))
    } else if (event.key === 'Escape') {
      event.preventDefault()
      zoomOut()
    }
  }

  return (
    <section className={styles.gallery} aria-label={t`Product images`}>
      <button
        type="button"
        className={`${styles.stage} ${zoomed ? styles.zoomed : ''}`}
        aria-pressed={zoomed}
        aria-label={t`Zoom image: ${imageName}`}
        aria-describedby={hintId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerCancel={() => {
          pressedAt.current = null
          moved.current = false
        }}
      >
        <ProductImage
          key={current.src}
          className={styles.image}
          src={current.src}
          alt=""
          width={600}
          height={600}
          decoding="async"
          data-testid="gallery-image"
          style={{
            transform: zoomed ? `scale(${zoomScale})` : undefined,
            transformOrigin: `${origin.x}% ${origin.y}%`,
          }}
        />
      </button>
      <p id={hintId} className={styles.hint}>
        {zoomed
          ? t`Move the pointer, drag or use the arrow keys to look around. Escape zooms out.`
          : t`Click or tap the image to zoom in.`}
      </p>
      {count <= 1 && morePending && (
        <div className={`${styles.thumbs} ${styles.thumbsPending}`} aria-hidden="true" data-testid="thumbs-pending" />
      )}
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t`Choose an image`}>
          {images.map((image, i) => {
            const number = countText(i + 1)
            return (
              <li key={`${i}-${image.src}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={t`Image ${number} of ${total}`}
                  onClick={() => select(i)}
                >
                  <ProductImage src={image.src} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
