import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { ProductGallery, type GalleryImage } from '@/components/catalogue'
import { mobile } from './support'

const images: GalleryImage[] = [
  { src: '/uploads/product/napa-500-mg-tablet.svg', alt: 'Napa 500 mg Tablet, image 1 of 3' },
  { src: '/uploads/product/medicines-info.svg', alt: 'Napa 500 mg Tablet, image 2 of 3' },
  { src: '/uploads/product/ace-500-mg-tablet.svg', alt: 'Napa 500 mg Tablet, image 3 of 3' },
]

const stage = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Zoom image/ })
const picture = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('gallery-image')

/** transform-origin of the image in percent, e.g. [50, 50]. */
function origin(canvasElement: HTMLElement): number[] {
  return picture(canvasElement)
    .style.transformOrigin.split(' ')
    .map((v) => parseFloat(v))
}

/**
 * The product page's gallery with zoom (spec 000 "Product detail page"). The image is a toggle
 * button: click, tap, Enter or Space zoom in; the view follows the mouse, a dragging finger or the
 * arrow keys; Escape or another click zooms out. Thumbnails switch the image.
 */
const meta = {
  title: 'Components/Catalogue/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { images },
} satisfies Meta<typeof ProductGallery>

export default meta
type Story = StoryObj<typeof meta>

/** Thumbnails switch the image; the chosen one is marked. */
export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(stage(canvasElement)).toHaveAccessibleName('Zoom image: Napa 500 mg Tablet, image 1 of 3')
    const second = canvas.getByRole('button', { name: 'Image 2 of 3' })
    await userEvent.click(second)
    await expect(second).toHaveAttribute('aria-current', 'true')
    await expect(picture(canvasElement).getAttribute('src')).toBe('/uploads/product/medicines-info.svg')
    await expect(stage(canvasElement)).toHaveAccessibleName('Zoom image: Napa 500 mg Tablet, image 2 of 3')
  },
}

/** Keyboard: Enter zooms in at the centre, arrows move the view, Escape zooms out. */
export const KeyboardZoom: Story = {
  play: async ({ canvasElement }) => {
    const button = stage(canvasElement)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(picture(canvasElement).style.transform).toBe('scale(2.5)')
    await expect(origin(canvasElement)).toEqual([50, 50])
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}')
    await expect(origin(canvasElement)).toEqual([70, 40])
    await expect(within(canvasElement).getByText(/Escape zooms out/)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(picture(canvasElement).style.transform).toBe('')
    await expect(button).toHaveFocus()
    // Space toggles too.
    await userEvent.keyboard(' ')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Mouse: a click zooms in where it landed, moving follows the pointer, another click zooms out. */
export const PointerZoom: Story = {
  play: async ({ canvasElement }) => {
    const button = stage(canvasElement)
    const box = button.getBoundingClientRect()
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: button,
      coords: { clientX: box.left + box.width * 0.25, clientY: box.top + box.height * 0.75 },
    })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    const [x, y] = origin(canvasElement)
    await expect(x).toBeCloseTo(25, 0)
    await expect(y).toBeCloseTo(75, 0)
    await fireEvent.pointerMove(button, { clientX: box.left + box.width * 0.9, clientY: box.top + box.height * 0.1 })
    const [x2, y2] = origin(canvasElement)
    await expect(x2).toBeCloseTo(90, 0)
    await expect(y2).toBeCloseTo(10, 0)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
}

/** Touch: a tap zooms in, a drag pans (and does not zoom out), the next tap zooms out. */
export const TouchZoom: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const button = stage(canvasElement)
    const box = button.getBoundingClientRect()
    const at = (fx: number, fy: number) => ({
      pointerType: 'touch',
      pointerId: 1,
      clientX: box.left + box.width * fx,
      clientY: box.top + box.height * fy,
    })
    // Tap.
    await fireEvent.pointerDown(button, at(0.5, 0.5))
    await fireEvent.pointerUp(button, at(0.5, 0.5))
    await fireEvent.click(button, { detail: 1, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(getComputedStyle(button).touchAction).toBe('none')
    // Drag from the centre to the top left: the view follows, the drag's click does not zoom out.
    await fireEvent.pointerDown(button, at(0.5, 0.5))
    await fireEvent.pointerMove(button, at(0.3, 0.3))
    await fireEvent.pointerMove(button, at(0.1, 0.2))
    await fireEvent.pointerUp(button, at(0.1, 0.2))
    await fireEvent.click(button, {
      detail: 1,
      clientX: box.left + box.width * 0.1,
      clientY: box.top + box.height * 0.2,
    })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    const [x, y] = origin(canvasElement)
    await expect(x).toBeCloseTo(10, 0)
    await expect(y).toBeCloseTo(20, 0)
    // Tap again: zoom out.
    await fireEvent.pointerDown(button, at(0.1, 0.2))
    await fireEvent.pointerUp(button, at(0.1, 0.2))
    await fireEvent.click(button, { detail: 1 })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
}

/** One image: no thumbnails. */
export const SingleImage: Story = {
  args: { images: [{ src: '/uploads/product/seclo-20-mg-capsule.svg', alt: 'Seclo 20 mg Capsule' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Choose an image' })).toBeNull()
    await expect(stage(canvasElement)).toHaveAccessibleName('Zoom image: Seclo 20 mg Capsule')
  },
}

/**
 * The other images are still loading: one image so far, and the thumbnail row keeps its place
 * (hidden from assistive technology), as tall as the row that replaces it.
 */
export const MoreImagesPending: Story = {
  args: { images: [images[0] as GalleryImage], morePending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const placeholder = canvas.getByTestId('thumbs-pending')
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.queryByRole('list', { name: 'Choose an image' })).toBeNull()
    // As tall as a row of thumbnails (64 px buttons).
    await expect(Math.round(placeholder.getBoundingClientRect().height)).toBe(64)
  },
}

/** A missing file falls back to the placeholder. */
export const BrokenImage: Story = {
  args: { images: [{ src: '/uploads/product/no-such-file.webp', alt: 'Unknown product' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement).getAttribute('src')).toBe('/medi_de.webp'))
  },
}
