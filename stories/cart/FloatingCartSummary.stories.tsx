import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FloatingCartSummary } from '@/components/cart/FloatingCartSummary'
import { formatMoney } from '@/lib/money'
import { mobile } from './support'

/** A page with a button that changes the cart total, as adding a product does. */
function Changing({ from, to, count }: { from: number; to: number; count: number }) {
  const [total, setTotal] = useState(from)
  return (
    <>
      <button type="button" onClick={() => setTotal(total === from ? to : from)}>
        Change total
      </button>
      <FloatingCartSummary count={count} total={total} onOpen={fn()} />
    </>
  )
}

/** Samples the shown amount every frame until it settles on `final` (or 2 s pass). */
async function sampleUntil(element: HTMLElement, final: string) {
  const started = performance.now()
  const seen: string[] = []
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const text = element.textContent ?? ''
    if (seen.at(-1) !== text) seen.push(text)
    if (text === final || performance.now() - started > 2000) break
  }
  return { seen, elapsed: performance.now() - started }
}

/** Pretends the shopper asked for reduced motion (restored after the story). */
function reduceMotion() {
  const original = window.matchMedia.bind(window)
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? { ...original(query), matches: true, media: query } : original(query)
  return () => {
    window.matchMedia = original
  }
}

/**
 * The floating cart summary (spec 000 s2, s9): item count and the cart total; the shown amount
 * runs to a new total over 600 ms (at once under prefers-reduced-motion); a click opens the cart
 * panel. Its accessible name carries the final amount, never a running one. Hidden while the
 * panel is open and on /checkout.
 */
const meta = {
  title: 'Components/Cart/FloatingCartSummary',
  component: FloatingCartSummary,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: { count: 3, total: 1373.9, onOpen: fn() },
} satisfies Meta<typeof FloatingCartSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Count and total on the right edge; a click opens the panel. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: '3 Items ৳1,373.90: open the cart' })
    await expect(within(button).getByText('3 Items')).toBeVisible()
    await expect(within(button).getByTestId('floating-cart-total')).toHaveTextContent('৳1,373.90')
    const box = button.getBoundingClientRect()
    await expect(Math.round(box.right)).toBe(window.innerWidth)
    await userEvent.click(button)
    await expect(args.onOpen).toHaveBeenCalledTimes(1)
  },
}

/** One unit: '1 Item'. */
export const OneItem: Story = {
  args: { count: 1, total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '1 Item ৳12.00: open the cart' })).toBeVisible()
  },
}

/** The component with an empty cart (the app hides the summary while the cart is empty: see CartShell). */
export const Empty: Story = {
  args: { count: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '0 Items ৳0.00: open the cart' })).toBeVisible()
  },
}

/** Hidden (panel open, or /checkout): not shown and not reachable, but kept to get the focus back. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
    await expect(within(canvasElement).getByTestId('floating-cart-summary')).not.toBeVisible()
  },
}

/**
 * The total runs from ৳36.00 to ৳1,286.00 through in-between amounts and lands after about
 * 600 ms (measured per frame); the accessible name shows the final amount at once.
 */
export const AnimatesOver600ms: Story = {
  render: () => <Changing from={36} to={1286} count={4} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const total = canvas.getByTestId('floating-cart-total')
    await expect(total).toHaveTextContent('৳36.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Change total' }))
    await expect(canvas.getByTestId('floating-cart-summary')).toHaveAccessibleName('4 Items ৳1,286.00: open the cart')
    const { seen, elapsed } = await sampleUntil(total, formatMoney(1286))
    await expect(seen.at(-1)).toBe('৳1,286.00')
    await expect(seen.length).toBeGreaterThan(5)
    const amounts = seen.map((s) => Number(s.replace(/[^\d.]/g, '')))
    for (let i = 1; i < amounts.length; i++) await expect(amounts[i]!).toBeGreaterThanOrEqual(amounts[i - 1]!)
    await expect(elapsed).toBeGreaterThan(500)
    await expect(elapsed).toBeLessThan(900)
  },
}

/** Going down animates too (a line removed). */
export const AnimatesDown: Story = {
  render: () => <Changing from={1286} to={36} count={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change total' }))
    const { seen } = await sampleUntil(canvas.getByTestId('floating-cart-total'), '৳36.00')
    await expect(seen.length).toBeGreaterThan(3)
    await expect(seen.at(-1)).toBe('৳36.00')
  },
}

/** prefers-reduced-motion: the new total shows at once, no in-between amounts. */
export const ReducedMotion: Story = {
  render: () => <Changing from={36} to={1286} count={4} />,
  beforeEach: () => reduceMotion(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const total = canvas.getByTestId('floating-cart-total')
    await userEvent.click(canvas.getByRole('button', { name: 'Change total' }))
    await waitFor(() => expect(total).toHaveTextContent('৳1,286.00'), { timeout: 100, interval: 10 })
    const { seen, elapsed } = await sampleUntil(total, '৳1,286.00')
    await expect(seen).toEqual(['৳1,286.00'])
    await expect(elapsed).toBeLessThan(100)
  },
}

/** A 390 px phone: a pill above the bottom bar, inside the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /open the cart/ })
    const box = button.getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 60)
    await expect(box.height).toBeGreaterThanOrEqual(36)
    await userEvent.click(button)
    await expect(args.onOpen).toHaveBeenCalledTimes(1)
  },
}
