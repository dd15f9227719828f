import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ContentPageSkeleton, ContentPageView } from '@/components/catalogue'
import { mobile } from './support'

/** An informational page (spec 001): title image, title and the page's sanitised HTML. */
const meta = {
  title: 'Components/Catalogue/ContentPageView',
  component: ContentPageView,
  tags: ['autodocs'],
  args: {
    page: {
      slug: 'return-policy',
      title: 'Return Policy',
      image: 'return-policy.svg',
      description: '<h3>Returns</h3><p>Unopened products can be returned within 7 days.</p>',
    },
  },
} satisfies Meta<typeof ContentPageView>

export default meta
type Story = StoryObj<typeof meta>

/** With a title image; the HTML's <h3> becomes an h2 under the h1. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible()
    await expect(canvasElement.querySelector('article img')?.getAttribute('src')).toMatch(
      /\/uploads\/page\/return-policy\.svg$/,
    )
  },
}

/** Without an image. */
export const WithoutImage: Story = {
  args: { page: { slug: 'faq', title: 'FAQ', image: '', description: '<p>3-6 hours inside Dhaka.</p>' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article img')).toBeNull()
    await expect(within(canvasElement).getByText('3-6 hours inside Dhaka.')).toBeVisible()
  },
}

/** The skeleton while the page loads. */
export const Skeleton: Story = {
  render: () => <ContentPageSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page')
    await expect(canvas.getByTestId('content-page-skeleton')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
