import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TESTIMONIALS, Testimonials } from '@/components/home/Testimonials'
import { mobile } from '../layout/support'
import { carouselReady } from './fixtures'

function inView(region: HTMLElement): number {
  const frame = region.querySelector('.swiper')!.getBoundingClientRect()
  return Array.from(region.querySelectorAll('.swiper-slide')).filter((slide) => {
    const box = slide.getBoundingClientRect()
    return box.left >= frame.left - 1 && box.right <= frame.right + 1
  }).length
}

/** The static testimonials carousel (spec 000 s2, s9): 4 per view on desktop, 1 on phones, autoplay 6 s. */
const meta = {
  title: 'Components/Home/Testimonials',
  component: Testimonials,
  tags: ['autodocs'],
} satisfies Meta<typeof Testimonials>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: 4 per view; each a quote with the customer's name and area. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'What our customers say')
    await expect(inView(region)).toBe(4)
    await expect(region).toHaveAttribute('data-autoplay', '6000')
    await expect(within(region).getAllByRole('figure')).toHaveLength(TESTIMONIALS.length)
    await expect(within(region).getByText(TESTIMONIALS[0]!.name)).toBeVisible()
  },
}

/** Shoppers who prefer reduced motion: no autoplay. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'What our customers say')
    await expect(region).not.toHaveAttribute('data-autoplay')
  },
}

/** A phone: one per view. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(inView(await carouselReady(canvasElement, 'What our customers say'))).toBe(1)
  },
}

/** No testimonials: no section. */
export const Empty: Story = {
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}
