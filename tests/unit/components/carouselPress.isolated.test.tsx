/**
 * A press in a carousel fetches Swiper's chunk once the press has ended and its answer has been
 * painted, never inside the press (the chunk's import started at the pointerdown cost Add to Cart's
 * tap on a card: docs/perf.md).
 */
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// React's act() checks this flag (testing-library sets it; this test renders with react-dom itself).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Swiper's chunk: counted when it is imported, never attached (the browser is idle only later).
const imported = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/components/Carousel/attachSwiper', () => {
  imported.count += 1
  return { attachSwiper: vi.fn() }
})

const { default: CarouselControls } = await import('@/components/Carousel/CarouselControls')
const { afterNextPaint } = await import('@/lib/idle')

function Harness() {
  const viewport = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  return (
    <div data-testid="region">
      <div ref={viewport}>
        <div ref={strip}>
          <button type="button">Add to Cart</button>
          <button type="button">Add to Cart</button>
        </div>
      </div>
      <CarouselControls
        label="Featured Product"
        viewport={viewport}
        strip={strip}
        kind="product"
        spaceBetween={16}
        autoplayMs={3000}
        rewind={false}
        reducedMotion={false}
      />
    </div>
  )
}

let root: Root | null = null
let container: HTMLDivElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<Harness />))
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
})

const button = () => container.querySelector('button') as HTMLButtonElement
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await afterNextPaint()
}

describe('CarouselControls: Swiper after the press', () => {
  it('fetches nothing while the finger is down, and Swiper once the press has ended', async () => {
    button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    await settle()
    expect(imported.count).toBe(0)
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))
    await vi.waitFor(() => expect(imported.count).toBe(1))
  })
})
