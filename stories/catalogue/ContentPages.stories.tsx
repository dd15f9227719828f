import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { answerWith, failWith, hang } from '@mocks/faults'
import ContentPage from '@/pages/catalogue/ContentPage'
import NotFoundPage from '@/pages/NotFoundPage'
import { mobile } from './support'

/**
 * Informational pages (/page/{slug}, GET /api/page/{slug}): the title image, the title and the
 * page's HTML, sanitised. And the catch-all 404 page with its image.
 */
const meta = {
  title: 'Pages/Content',
  component: ContentPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: { path: '/page/:slug', url: '/page/about-us' } },
} satisfies Meta<typeof ContentPage>

export default meta
type Story = StoryObj<typeof meta>

/** About Us: image, title, and the HTML's <h3> as an h2 under the page's h1. */
export const AboutUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your trusted online pharmacy' })).toBeVisible()
    const image = canvasElement.querySelector('article img') as HTMLImageElement
    await expect(image.getAttribute('src')).toMatch(/\/uploads\/page\/about-us\.svg$/)
    await expect(document.title).toBe('About Us | Online Pharmacy')
  },
}

/** Hostile page HTML: shown as text, no script or handler survives. */
export const HostileHtml: Story = {
  beforeEach({ msw }) {
    delete (window as { __xss?: unknown }).__xss
    msw.use(
      answerWith('GET', '/api/page/{slug}', {
        data: {
          slug: 'about-us',
          title: 'About Us',
          image: '',
          description:
            '<p>We deliver.<img src="x" onerror="window.__xss=1"></p><script>window.__xss=1</script>' +
            '<a href="javascript:window.__xss=1">Click</a><iframe src="https://example.com"></iframe>',
        },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('We deliver.')).toBeVisible()
    const link = canvas.getByText('Click')
    await userEvent.click(link)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    await expect(document.querySelector('img[onerror]')).toBeNull()
    await expect(canvasElement.querySelector('script, iframe')).toBeNull()
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
  },
}

/** While the page loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/page/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page')
    await expect(canvas.getByTestId('content-page-skeleton')).toBeVisible()
  },
}

/** An unknown page (404): the not-found page. */
export const UnknownPage: Story = {
  parameters: { route: { path: '/page/:slug', url: '/page/no-such-page' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  },
}

/** The page call fails: a message and 'Try again'. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/page/{slug}', 403, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This page could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  },
}

/** A content page on a 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { route: { path: '/page/:slug', url: '/page/faq' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The catch-all 404 page: the image, the title and a way home. */
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { route: { path: '*', url: '/no/such/page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    const image = canvasElement.querySelector('img') as HTMLImageElement
    await expect(image).toHaveAttribute('src', '/images/not-found.svg')
    await expect(document.title).toBe('Page not found | Online Pharmacy')
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the home page' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent(/^\/$/)
  },
}

/** The 404 page on a phone. */
export const NotFoundMobile: Story = {
  render: () => <NotFoundPage />,
  globals: mobile,
  parameters: { route: { path: '*', url: '/no/such/page' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: "See today's offers" })).toHaveAttribute(
      'href',
      '/offers',
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
