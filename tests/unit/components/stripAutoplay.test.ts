/**
 * The home carousels' autoplay before Swiper (src/components/Carousel/stripAutoplay.ts): one
 * step every `delay` ms, waiting while the mouse is over the slides, the keyboard focus is inside,
 * a finger is on the strip or the page is hidden, each followed by a full delay; stopped and
 * started by the stop button; silent once destroyed (Swiper took over).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stripAutoplay } from '@/components/Carousel/stripAutoplay'

const DELAY = 3000

function carousel() {
  const region = document.createElement('div')
  const viewport = document.createElement('div')
  const strip = document.createElement('div')
  for (let i = 0; i < 3; i += 1) strip.append(document.createElement('div'))
  const outside = document.createElement('button')
  const inside = document.createElement('button')
  viewport.append(strip)
  region.append(viewport, inside)
  document.body.append(region, outside)
  const steps = vi.fn()
  strip.scrollTo = steps
  return { region, viewport, strip, inside, outside, steps }
}

const pointer = (type: string, pointerType: string) => new PointerEvent(type, { pointerType })

describe('stripAutoplay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('moves the strip one step every delay', () => {
    const { region, viewport, strip, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    vi.advanceTimersByTime(DELAY - 1)
    expect(steps).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(steps).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledTimes(2)
    autoplay.destroy()
  })

  it('waits while the mouse is over the slides, then a full delay', () => {
    const { region, viewport, strip, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    vi.advanceTimersByTime(DELAY / 2)
    viewport.dispatchEvent(pointer('pointerenter', 'mouse'))
    vi.advanceTimersByTime(DELAY * 3)
    expect(steps).not.toHaveBeenCalled()
    viewport.dispatchEvent(pointer('pointerleave', 'mouse'))
    vi.advanceTimersByTime(DELAY - 1)
    expect(steps).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.destroy()
  })

  it('waits while a finger is on the strip', () => {
    const { region, viewport, strip, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    viewport.dispatchEvent(pointer('pointerdown', 'touch'))
    vi.advanceTimersByTime(DELAY * 2)
    expect(steps).not.toHaveBeenCalled()
    viewport.dispatchEvent(pointer('pointercancel', 'touch'))
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.destroy()
  })

  it('waits while the keyboard focus is inside the carousel, and resumes when it leaves', () => {
    const { region, viewport, strip, inside, outside, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    inside.focus()
    vi.advanceTimersByTime(DELAY * 2)
    expect(steps).not.toHaveBeenCalled()
    outside.focus()
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.destroy()
  })

  it('starts paused when the focus is already inside', () => {
    const { region, viewport, strip, inside, outside, steps } = carousel()
    inside.focus()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    vi.advanceTimersByTime(DELAY * 2)
    expect(steps).not.toHaveBeenCalled()
    outside.focus()
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.destroy()
  })

  it('is stopped and started by the stop button, and starts stopped when it was pressed before', () => {
    const { region, viewport, strip, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: false })
    vi.advanceTimersByTime(DELAY * 2)
    expect(steps).not.toHaveBeenCalled()
    autoplay.start()
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.stop()
    vi.advanceTimersByTime(DELAY * 2)
    expect(steps).toHaveBeenCalledTimes(1)
    autoplay.destroy()
  })

  it('does nothing once destroyed (Swiper took over), whatever happens next', () => {
    const { region, viewport, strip, steps } = carousel()
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    autoplay.destroy()
    viewport.dispatchEvent(pointer('pointerleave', 'mouse'))
    vi.advanceTimersByTime(DELAY * 3)
    expect(steps).not.toHaveBeenCalled()
  })

  it('goes back to the first slide after the last', () => {
    const { region, viewport, strip, steps } = carousel()
    Object.defineProperty(strip, 'scrollWidth', { value: 900 })
    Object.defineProperty(strip, 'clientWidth', { value: 300 })
    strip.scrollLeft = 600
    const autoplay = stripAutoplay(region, viewport, strip, { delay: DELAY, running: true })
    vi.advanceTimersByTime(DELAY)
    expect(steps).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' })
    autoplay.destroy()
  })
})
