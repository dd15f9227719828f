import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Product } from '@/api/entities'
import { ProductCard, ProductCardSkeleton } from '@/components/ProductCard'
import {
  babyDiapers,
  babyLotion,
  longName,
  maxpro,
  napa,
  noImage,
  orsaline,
  oxygenConcentrator,
  seclo,
} from '../fixtures/products'

/** A card is as wide as a grid cell: about 240 px on desktop, 175 px on a 390 px phone. */
const desktopCell: Decorator = (Story) => (
  <div style={{ width: 240 }}>
    <Story />
  </div>
)
const mobileCell: Decorator = (Story) => (
  <div style={{ width: 175 }}>
    <Story />
  </div>
)
const mobile = { viewport: { value: 'mobile', isRotated: false } }

/**
 * A product in a grid or carousel (spec 000 "Product card"). The name links to the product page
 * (the link covers the whole card); the button reads 'Add to Cart', 'View Item' (already in the
 * cart: opens the cart panel) or a disabled 'Out of Stock'. Buttons carry the product name (visually hidden) for
 * screen readers, so a grid does not have twenty identical 'Add to Cart' buttons.
 */
const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  decorators: [desktopCell],
  args: {
    product: napa,
    inCart: false,
    onAddToCart: fn(),
    onViewItem: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

/** What every card shows: name link to the product page, image, unit description. */
async function expectCardBasics(canvasElement: HTMLElement, product: Product) {
  const canvas = within(canvasElement)
  const link = canvas.getByRole('link', { name: product.product_name })
  await expect(link).toHaveAttribute('href', `/product-details/${encodeURIComponent(product.slug)}`)
  const image = canvas.getByRole('img', { name: product.product_name })
  await expect(image).toHaveAttribute('width', '300')
  await expect(image).toHaveAttribute('height', '300')
  if (product.unit_description) await expect(canvas.getByText(product.unit_description)).toBeVisible()
}

/** Medicine at its regular price: ৳12.00 per strip, 'Add to Cart'. */
export const RegularPrice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, napa)
    await expect(canvas.getByText('৳12.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toBeNull()
    const image = canvas.getByRole('img', { name: napa.product_name })
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image.getAttribute('src')).toMatch(/\/uploads\/product\/napa-500-mg-tablet\.svg$/)

    const button = canvas.getByRole('button', { name: 'Add to Cart Napa 500 mg Tablet' })
    await expect(button).toHaveTextContent(/^Add to Cart/)
    await userEvent.click(button)
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1)
    await expect(args.onAddToCart).toHaveBeenCalledWith(napa)
    await expect(args.onViewItem).not.toHaveBeenCalled()
  },
}

/** The name (and the whole card) opens the product page. */
export const OpensProductPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: napa.product_name }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/product-details/napa-500-mg-tablet')
    await expect(args.onAddToCart).not.toHaveBeenCalled()
  },
}

/** With a discount price: the discount price, then the original struck through. */
export const Discounted: Story = {
  args: { product: babyDiapers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, babyDiapers)
    await expect(canvas.getByText('৳1,250.00')).toBeVisible()
    const original = canvasElement.querySelector('del')
    await expect(original).toHaveTextContent('Original price: ৳1,500.00')
    await expect(original).toBeVisible()
  },
}

/** On a Bangla page: the prices in Bangla digits (the product's name as the shop sends it). */
export const InBangla: Story = {
  args: { product: babyDiapers },
  globals: { locale: 'bn' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳১,২৫০.০০')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toHaveTextContent('৳১,৫০০.০০')
    // The button reads the sentence in Bangla order: the product's name (for screen readers) first.
    const add = canvas.getByRole('button', { name: `${babyDiapers.product_name} কার্টে যোগ করুন` })
    await expect(add.firstElementChild).toHaveClass('visually-hidden')
    await userEvent.click(add)
    await expect(args.onAddToCart).toHaveBeenCalledWith(babyDiapers)
  },
}

/** A Bangla page on a phone, with a long name. */
export const MobileInBangla: Story = {
  args: { product: longName },
  decorators: [mobileCell],
  globals: { ...mobile, locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳২,৫৬৫.০০')).toBeVisible()
    const card = canvasElement.querySelector('article') as HTMLElement
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
  },
}

/** stock_status '0': a disabled 'Out of Stock' button that emits nothing. */
export const OutOfStock: Story = {
  args: { product: maxpro },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, maxpro)
    const button = canvas.getByRole('button', { name: 'Out of Stock Maxpro 20 mg Tablet' })
    await expect(button).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: /Add to Cart/ })).toBeNull()
    await userEvent.click(button)
    await expect(args.onAddToCart).not.toHaveBeenCalled()
    await expect(args.onViewItem).not.toHaveBeenCalled()
  },
}

/** Already in the cart: 'View Item', which opens the cart panel instead of adding again. */
export const InCart: Story = {
  args: { inCart: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Add to Cart/ })).toBeNull()
    const button = canvas.getByRole('button', { name: 'View Item Napa 500 mg Tablet' })
    await userEvent.click(button)
    await expect(args.onViewItem).toHaveBeenCalledTimes(1)
    await expect(args.onViewItem).toHaveBeenCalledWith(napa)
    await expect(args.onAddToCart).not.toHaveBeenCalled()
  },
}

/** Out of stock wins over in cart: the button stays disabled. */
export const OutOfStockInCart: Story = {
  args: { product: maxpro, inCart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Out of Stock/ })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: /View Item/ })).toBeNull()
  },
}

/** Empty main_image: the placeholder medi_de.webp, still described by the product name. */
export const PlaceholderImage: Story = {
  args: { product: noImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, noImage)
    await expect(canvas.getByRole('img', { name: noImage.product_name })).toHaveAttribute('src', '/medi_de.webp')
  },
}

/** An image file that is missing on the server falls back to the placeholder. */
export const BrokenImage: Story = {
  args: { product: { ...babyLotion, main_image: 'file-that-does-not-exist.webp' } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: babyLotion.product_name })
    await waitFor(() => expect(image).toHaveAttribute('src', '/medi_de.webp'))
  },
}

/** A very long name is clamped to two lines; the link still carries the full name. */
export const LongName: Story = {
  args: { product: longName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: longName.product_name })
    const heading = canvas.getByRole('heading', { level: 3 })
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight)
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1)
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight)
    await expect(link).toHaveAttribute('title', longName.product_name)
  },
}

/** A very large price fits the card. */
export const LargePrice: Story = {
  args: { product: oxygenConcentrator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳1,234,567.89')).toBeVisible()
    const card = canvasElement.querySelector('article') as HTMLElement
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
  },
}

/** Paisa: ৳33.30. */
export const PaisaPrice: Story = {
  args: { product: orsaline },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳33.30')).toBeVisible()
  },
}

/** A medicine (type 'medicine'): the card looks the same as for any other product. */
export const Medicine: Story = {
  args: { product: seclo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, seclo)
    await expect(canvas.getByText('৳70.00')).toBeVisible()
  },
}

/** A non-medicine product (type 'other'). */
export const OtherProduct: Story = {
  args: { product: babyLotion },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, babyLotion)
    await expect(canvas.getByText('৳480.00')).toBeVisible()
  },
}

/** Under a page's h1 with no section heading, the name is an h2. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: napa.product_name })).toBeVisible()
  },
}

/** First row of a page (above the fold): the image loads eagerly. */
export const AboveTheFold: Story = {
  args: { loading: 'eager' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: napa.product_name })).toHaveAttribute(
      'loading',
      'eager',
    )
  },
}

/** Keyboard: Tab reaches the name link (the card shows the focus ring), then the button. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: napa.product_name })).toHaveFocus()
    const card = canvasElement.querySelector('article') as HTMLElement
    await expect(getComputedStyle(card).outlineStyle).toBe('solid')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Add to Cart/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1)
    await expect(args.onAddToCart).toHaveBeenCalledWith(napa)
  },
}

/** A 390 px phone: the card in a half-width grid cell. */
export const Mobile: Story = {
  decorators: [mobileCell],
  globals: mobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expectCardBasics(canvasElement, napa)
    const button = canvas.getByRole('button', { name: /Add to Cart/ })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(button)
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1)
  },
}

/** Discount and long name on a phone. */
export const MobileDiscountedLongName: Story = {
  args: { product: longName },
  decorators: [mobileCell],
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('৳2,565.00')).toBeVisible()
    await expect(canvasElement.querySelector('del')).toHaveTextContent('৳2,850.00')
    const card = canvasElement.querySelector('article') as HTMLElement
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
  },
}

/** Out of stock on a phone. */
export const MobileOutOfStock: Story = {
  args: { product: maxpro },
  decorators: [mobileCell],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Out of Stock/ })).toBeDisabled()
  },
}

/** The loading placeholder: same footprint as a card, hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('product-card-skeleton')
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
