import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RecentlyViewed } from '@/components/RecentlyViewed'
import { babyDiapers, napa, orsaline, seclo } from '../fixtures/products'
import { carouselReady } from '../home/fixtures'
import { mobile } from '../layout/support'

const viewed = [seclo, napa, babyDiapers, orsaline]

/**
 * The products this browser viewed last (decision 0033), newest first, as a home product row.
 * The views live in this browser, so a server-rendered home page cannot know them: until the
 * page has hydrated the row's place is kept, empty and silent (`pending`), and the row appears
 * in it. With no views there is no row.
 */
const meta = {
  title: 'Components/RecentlyViewed',
  component: RecentlyViewed,
  tags: ['autodocs'],
  args: {
    products: viewed,
    inCart: (product) => product.id === napa.id,
    onAddToCart: fn(),
    onViewItem: fn(),
    reducedMotion: true,
  },
} satisfies Meta<typeof RecentlyViewed>

export default meta
type Story = StoryObj<typeof meta>

/** Views on desktop: 'Recently viewed', newest first, with the cart's state on each card. */
export const Viewed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible()
    const region = within(await carouselReady(canvasElement, 'Recently viewed'))
    const names = region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    await expect(names).toEqual(viewed.map((product) => product.product_name))
    await userEvent.click(region.getByRole('button', { name: `Add to Cart ${seclo.product_name}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(seclo)
    await userEvent.click(region.getByRole('button', { name: `View Item ${napa.product_name}` }))
    await expect(args.onViewItem).toHaveBeenCalledWith(napa)
  },
}

/** Views on a 390 px phone: two cards in view. */
export const ViewedMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const region = await carouselReady(canvasElement, 'Recently viewed')
    const frame = region.querySelector('.swiper')!.getBoundingClientRect()
    const inView = Array.from(region.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
    })
    await expect(inView).toHaveLength(2)
  },
}

/** Not known yet (hydrating): the row's height is kept, but nothing is seen or announced. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reserved = canvas.getByTestId('recently-viewed-reserved')
    await expect(reserved.getBoundingClientRect().height).toBeGreaterThan(250)
    await expect(reserved).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.queryByRole('heading')).toBeNull()
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(getComputedStyle(reserved).visibility).toBe('hidden')
  },
}

function PendingThenViewed(args: Parameters<typeof RecentlyViewed>[0]) {
  return (
    <>
      <div data-testid="pending-row">
        <RecentlyViewed {...args} pending />
      </div>
      <div data-testid="viewed-row">
        <RecentlyViewed {...args} />
      </div>
    </>
  )
}

/** The kept place is as tall as the row that takes it (what follows hardly moves), on desktop. */
export const KeptPlaceFitsTheRow: Story = {
  render: (args) => <PendingThenViewed {...args} />,
  play: async ({ canvasElement }) => {
    await carouselReady(canvasElement, 'Recently viewed')
    const canvas = within(canvasElement)
    const pending = canvas.getByTestId('pending-row').getBoundingClientRect().height
    const viewedRow = canvas.getByTestId('viewed-row').getBoundingClientRect().height
    await expect(Math.abs(pending - viewedRow)).toBeLessThan(40)
  },
}

/** The same on a 390 px phone. */
export const KeptPlaceFitsTheRowMobile: Story = {
  ...KeptPlaceFitsTheRow,
  globals: mobile,
}

/** Nothing viewed yet: no row at all. */
export const NothingViewed: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
    await expect(within(canvasElement).queryByRole('region', { name: 'Recently viewed' })).toBeNull()
    await expect(within(canvasElement).queryByTestId('recently-viewed-reserved')).toBeNull()
  },
}
