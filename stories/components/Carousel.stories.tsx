import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Carousel } from '@/components/Carousel'
import { mobile } from '../layout/support'
import { activeIndex, carouselReady, wait } from '../home/fixtures'

interface Tile {
  id: number
  label: string
}

const tiles: Tile[] = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, label: `Tile ${i + 1}` }))

function TileView({ tile }: { tile: Tile }) {
  return (
    <a
      href={`#tile-${tile.id}`}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 120,
        borderRadius: 8,
        background: '#e4f4ee',
        color: '#1d2a2f',
      }}
    >
      {tile.label}
    </a>
  )
}

/**
 * Every carousel of the home page and the product page (spec 000 s9, issue 25): a scroll-snap
 * strip drawn by the server, slides per view by breakpoint from CSS (here the product rows': 2 on
 * phones, 5 on desktop, 6 from 1920 px), arrows that are buttons in the tab order and scroll the
 * strip; autoplay (the strip's own timer, then Swiper, attached to the same markup at the
 * shopper's first press, key or focus in it) pauses on hover and on keyboard focus and never runs
 * under reduced motion. Autoplay is 400 ms in these stories to keep them short.
 */
const meta = {
  title: 'Components/Carousel',
  component: Carousel<Tile>,
  tags: ['autodocs'],
  args: {
    kind: 'product',
    label: 'Tiles',
    items: tiles,
    getKey: (tile: Tile) => tile.id,
    renderItem: (tile: Tile) => <TileView tile={tile} />,
    autoplayMs: null,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 24px' }}>
        <button type="button">Before the carousel</button>
        <Story />
        <button type="button">After the carousel</button>
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel<Tile>>

export default meta
type Story = StoryObj<typeof meta>

/** On a Bangla page: each slide is named by its position in Bangla digits ('৮টির মধ্যে ১'). */
export const InBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const slides = carousel.querySelectorAll('.swiper-slide')
    await expect(slides[0]).toHaveAttribute('aria-label', '৮টির মধ্যে ১')
    await expect(slides[7]).toHaveAttribute('aria-label', '৮টির মধ্যে ৮')
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'স্লাইড')
  },
}

/** Desktop: 5 per view; the arrows move it, Previous is disabled at the start and Next at the end. */
export const Arrows: Story = {
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = carousel.querySelectorAll('.swiper-slide')
    await expect(slides[0]).toHaveAttribute('aria-label', '1 of 8')
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
    await expect(slides[7]).toHaveAttribute('aria-label', '8 of 8')
    const visible = Array.from(carousel.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect()
      const frame = carousel.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
    })
    await expect(visible).toHaveLength(5)
    const previous = await within(carousel).findByRole('button', { name: 'Previous slides of Tiles' })
    const next = await within(carousel).findByRole('button', { name: 'Next slides of Tiles' })
    await expect(previous).toBeDisabled()
    await userEvent.click(next)
    await waitFor(() => expect(activeIndex(carousel)).toBe(1))
    await waitFor(() => expect(previous).toBeEnabled())
    await userEvent.click(next)
    await waitFor(() => expect(activeIndex(carousel)).toBe(2))
    await userEvent.click(next)
    await waitFor(() => expect(next).toBeDisabled())
    await expect(activeIndex(carousel)).toBe(3)
    // No autoplay here: Swiper is never loaded, the strip scrolls by itself.
    await expect(carousel.querySelector('.swiper-initialized')).toBeNull()
  },
}

/** The arrows are reachable and usable with the keyboard. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const next = await within(carousel).findByRole('button', { name: 'Next slides of Tiles' })
    next.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(activeIndex(carousel)).toBe(1))
    await userEvent.keyboard(' ')
    await waitFor(() => expect(activeIndex(carousel)).toBe(2))
  },
}

/** Autoplay moves it by itself (no Swiper: hovering is not using it); hovering pauses it. */
export const AutoplayPausesOnHover: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    await expect(carousel).toHaveAttribute('data-autoplay', '400')
    await waitFor(() => expect(activeIndex(carousel)).toBeGreaterThan(0))
    await userEvent.hover(carousel.querySelector('.swiper')!)
    const paused = activeIndex(carousel)
    await wait(1200)
    await expect(activeIndex(carousel)).toBe(paused)
    await userEvent.unhover(carousel.querySelector('.swiper')!)
    await waitFor(() => expect(activeIndex(carousel)).not.toBe(paused))
    await expect(carousel.querySelector('.swiper-initialized')).toBeNull()
  },
}

/**
 * Until the shopper uses it, the strip plays by itself and Swiper is not there; the first key
 * pressed in it brings Swiper, which attaches to the same slides and goes on playing from the
 * slide in view (not from the first: it would then step to where the strip already is).
 */
export const SwiperOnFirstInteraction: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    await waitFor(() => expect(activeIndex(carousel)).toBeGreaterThan(0))
    await expect(carousel.querySelector('.swiper-initialized')).toBeNull()
    const strip = carousel.querySelector<HTMLElement>('.swiper-wrapper')!
    strip.focus()
    await userEvent.keyboard('{Shift}')
    await carouselReady(canvasElement, 'Tiles', { swiper: true })
    await expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(8)
    within(canvasElement).getByRole('button', { name: 'After the carousel' }).focus()
    const handedOver = activeIndex(carousel)
    await waitFor(() => expect(activeIndex(carousel)).not.toBe(handedOver))
  },
}

/** Resolves at the browser's next idle moment (after the idle tasks already asked for). */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))

/**
 * A press brings Swiper (its chunk, then its attaching) only once the press has ended: a tap on a
 * slide's button (Add to Cart) is answered first (decision 0051, docs/perf.md).
 */
export const SwiperAfterThePress: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    // Its controls (loaded after the strip) listen for the first press, from their effects.
    await within(carousel).findByRole('button', { name: 'Stop automatic sliding of Tiles' })
    await idle()
    const slide = within(carousel).getByRole('link', { name: 'Tile 1' })
    const touch = (type: string) =>
      slide.dispatchEvent(
        new PointerEvent(type, { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true }),
      )
    const intents = () => performance.getEntriesByName('carousel:swiper-intent').length
    const before = intents()
    touch('pointerdown')
    await expect(intents()).toBe(before + 1)
    // The chunk is there (the same module the carousel imports) and the idle moments it would
    // have attached in have passed: still the strip alone while the press is held.
    await import('@/components/Carousel/attachSwiper')
    await idle()
    await idle()
    await expect(carousel.querySelector('.swiper-initialized')).toBeNull()
    touch('pointerup')
    await carouselReady(canvasElement, 'Tiles', { swiper: true })
  },
}

/** Keyboard focus inside pauses autoplay (and brings Swiper); leaving resumes it. */
export const AutoplayPausesOnFocus: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    ;(await within(carousel).findByRole('button', { name: 'Next slides of Tiles' })).focus()
    await carouselReady(canvasElement, 'Tiles', { swiper: true })
    const paused = activeIndex(carousel)
    await wait(1200)
    await expect(activeIndex(carousel)).toBe(paused)
    within(canvasElement).getByRole('button', { name: 'After the carousel' }).focus()
    await waitFor(() => expect(activeIndex(carousel)).not.toBe(paused))
  },
}

/**
 * The shopper stops autoplay with the button (it stays stopped when the focus leaves) and starts
 * it again (WCAG 2.2.2).
 */
export const AutoplayStopButton: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const toggle = await within(carousel).findByRole('button', { name: 'Stop automatic sliding of Tiles' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    // The press brought Swiper: it attaches stopped.
    await carouselReady(canvasElement, 'Tiles', { swiper: true })
    within(canvasElement).getByRole('button', { name: 'After the carousel' }).focus()
    const stoppedAt = activeIndex(carousel)
    await wait(1200)
    await expect(activeIndex(carousel)).toBe(stoppedAt)
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    within(canvasElement).getByRole('button', { name: 'After the carousel' }).focus()
    await waitFor(() => expect(activeIndex(carousel)).not.toBe(stoppedAt))
  },
}

/** Shoppers who prefer reduced motion: no autoplay at all (no stop button, Swiper never loaded). */
export const ReducedMotion: Story = {
  args: { autoplayMs: 400, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    await expect(carousel).not.toHaveAttribute('data-autoplay')
    await expect(within(carousel).queryByRole('button', { name: /Stop automatic sliding/ })).toBeNull()
    await wait(1200)
    await expect(activeIndex(carousel)).toBe(0)
    await expect(carousel.querySelector('.swiper-initialized')).toBeNull()
  },
}

/**
 * The stop button has a strip of its own under the slides: it covers no slide (a tap on it never
 * lands on a card's button, and the other way round), at 1280 px here and at 390 px below.
 */
export const StopButtonOwnPlace: Story = {
  args: { autoplayMs: 400, rewind: true },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const toggle = (
      await within(carousel).findByRole('button', { name: 'Stop automatic sliding of Tiles' })
    ).getBoundingClientRect()
    const strip = carousel.querySelector('.swiper-wrapper')!.getBoundingClientRect()
    await expect(toggle.top).toBeGreaterThanOrEqual(strip.bottom)
  },
}

/** The stop button at 390 px: under the slides too. */
export const StopButtonOwnPlaceMobile: Story = {
  ...StopButtonOwnPlace,
  globals: mobile,
}

/** The strip scrolls by itself (touch, trackpad, keyboard) and snaps to a slide's start. */
export const ScrollSnaps: Story = {
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const strip = carousel.querySelector<HTMLElement>('.swiper-wrapper')!
    const slides = strip.children
    const step = slides[1]!.getBoundingClientRect().left - slides[0]!.getBoundingClientRect().left
    strip.scrollTo({ left: step * 1.3, behavior: 'instant' })
    await waitFor(() => expect(activeIndex(carousel)).toBe(1))
    await waitFor(() => expect(Math.abs(strip.scrollLeft - step)).toBeLessThanOrEqual(1))
    const previous = await within(carousel).findByRole('button', { name: 'Previous slides of Tiles' })
    await waitFor(() => expect(previous).toBeEnabled())
  },
}

/** Everything fits: no arrows. */
export const FewSlides: Story = {
  args: { items: tiles.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    await waitFor(() => expect(within(carousel).queryByRole('button', { name: /slides of Tiles/ })).toBeNull())
  },
}

/** A phone: 2 per view; the arrows stay out of sight (swipe) until the keyboard focuses them. */
export const Mobile: Story = {
  globals: mobile,
  args: { renderItem: (tile: Tile) => <div style={{ height: 120, background: '#e4f4ee' }}>{tile.label}</div> },
  play: async ({ canvasElement }) => {
    const carousel = await carouselReady(canvasElement, 'Tiles')
    const slide = carousel.querySelector('.swiper-slide')!
    const ratio = carousel.querySelector('.swiper')!.getBoundingClientRect().width / slide.getBoundingClientRect().width
    await expect(ratio).toBeGreaterThan(1.9)
    await expect(ratio).toBeLessThan(2.3)
    const next = await within(carousel).findByRole('button', { name: 'Next slides of Tiles' })
    await expect(next.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    within(canvasElement).getByRole('button', { name: 'Before the carousel' }).focus()
    // The strip itself (a scroller without links) may take a tab stop first; the arrows follow it.
    for (let press = 0; press < 3 && document.activeElement !== next; press += 1) await userEvent.tab()
    await expect(next).toHaveFocus()
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(36)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(activeIndex(carousel)).toBe(1))
  },
}
