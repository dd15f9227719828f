/**
 * One step of a carousel's strip (Carousel.tsx): the arrows and the autoplay before Swiper both
 * move the strip this way, natively, and its scroll snap lands on a slide's start.
 */

/**
 * How far `strip` scrolls: to its last slide's end. Not `scrollWidth` alone: the slides skip their
 * contents while off screen (`content-visibility: auto`, Carousel.module.css), and in a section the
 * browser has not laid out yet (the home page's lower sections) the strip's `scrollWidth` then
 * leaves them out, while each slide's box (its width set by the strip) is still known.
 */
export function scrollRange(strip: HTMLElement): number {
  const last = strip.lastElementChild
  const end = last instanceof HTMLElement ? last.offsetLeft + last.offsetWidth : 0
  return Math.max(strip.scrollWidth, end) - strip.clientWidth
}

/** Scrolls `strip` by one slide; with `rewind`, past the last slide back to the first and the other way. */
export function scrollBySlide(
  strip: HTMLElement,
  direction: 1 | -1,
  { rewind, reducedMotion }: { rewind: boolean; reducedMotion: boolean },
): void {
  const max = scrollRange(strip)
  const [first, second] = strip.children
  const step =
    first && second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : strip.clientWidth
  let left = strip.scrollLeft + direction * step
  if (rewind && direction > 0 && strip.scrollLeft >= max - 1) left = 0
  if (rewind && direction < 0 && strip.scrollLeft <= 1) left = max
  strip.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' })
}
