import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NotFoundView } from '@/components/catalogue'
import { mobile } from './support'

/** The 404 body with its image (spec 000 s2), also used for an unknown product, page or landing page. */
const meta = {
  title: 'Components/Catalogue/NotFoundView',
  component: NotFoundView,
  tags: ['autodocs'],
  parameters: { route: { path: '*', url: '/missing' } },
} satisfies Meta<typeof NotFoundView>

export default meta
type Story = StoryObj<typeof meta>

/** The default wording and the way home. */
export const PageNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/not-found.svg')
    await userEvent.click(canvas.getByRole('link', { name: "See today's offers" }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/offers')
  },
}

/** A product's wording. */
export const ProductNotFound: Story = {
  args: { title: 'Product not found', message: 'This product does not exist or is no longer sold.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await expect(canvas.getByText('This product does not exist or is no longer sold.')).toBeVisible()
  },
}

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
