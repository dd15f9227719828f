/**
 * One step of a carousel's strip (Carousel.tsx): the arrows and the autoplay before Swiper both
 * move the strip this way, natively, and its scroll snap lands on a slide's start.
 */

/** Scrolls `strip` by one slide; with `rewind`, past the last slide back to the first and the other way. */
export function scrollBySlide(
  strip: HTMLElement,
  direction: 1 | -1,
  { rewind, reducedMotion }: { rewind: boolean; reducedMotion: boolean },
): void {
  const max = strip.scrollWidth - strip.clientWidth
  const [first, second] = strip.children
  const step =
    first && second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : strip.clientWidth
  let left = strip.scrollLeft + direction * step
  if (rewind && direction > 0 && strip.scrollLeft >= max - 1) left = 0
  if (rewind && direction < 0 && strip.scrollLeft <= 1) left = max
  strip.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' })
}
