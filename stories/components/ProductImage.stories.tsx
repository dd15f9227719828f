import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { productImageUrl } from '@/api/images'
import { ProductImage } from '@/components/ProductImage'

/**
 * A product's image with the shop's fallback: an upload missing on the server is replaced by the
 * placeholder medi_de.webp, once. Used by the product card, the search suggestions, the cart line,
 * the wishlist, the stock request product and the gallery.
 */
const meta = {
  title: 'Components/ProductImage',
  component: ProductImage,
  tags: ['autodocs'],
  args: {
    src: productImageUrl('napa-500-mg-tablet.svg'),
    alt: 'Napa 500 mg Tablet',
    width: 150,
    height: 150,
  },
} satisfies Meta<typeof ProductImage>

export default meta
type Story = StoryObj<typeof meta>

/** The upload is there: it is shown as given, described by the product's name. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Napa 500 mg Tablet' })
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true))
    await expect(image).toHaveAttribute('src', args.src)
    await expect(image).not.toHaveAttribute('data-fallback')
  },
}

/** The upload is missing: the placeholder takes its place, still described by the product's name. */
export const MissingUpload: Story = {
  args: { src: productImageUrl('file-that-does-not-exist.webp') },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Napa 500 mg Tablet' })
    await waitFor(() => expect(image).toHaveAttribute('src', '/medi_de.webp'))
    await expect(image).toHaveAttribute('data-fallback', 'true')
  },
}

/** The fallback happens once: a later failure of the same image is left as it is (never a loop). */
export const FallsBackOnce: Story = {
  args: { src: '/file-that-does-not-exist.webp' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Napa 500 mg Tablet' })
    await waitFor(() => expect(image).toHaveAttribute('src', '/medi_de.webp'))
    // Another failure after the fallback: the image is not sent back to the placeholder again.
    image.src = '/another-missing-file.webp'
    await waitFor(() => expect(image.complete).toBe(true))
    await expect(image).toHaveAttribute('src', '/another-missing-file.webp')
  },
}

/** A decorative copy beside the product's name (the gallery's thumbnails): an empty alt. */
export const Decorative: Story = {
  args: { alt: '', width: 64, height: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull()
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}
