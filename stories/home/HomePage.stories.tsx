import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { emptyList, failWith, hang, type EndpointPath } from '@mocks/faults'
import HomePage from '@/pages/HomePage'
import { napa, seclo } from '../fixtures/products'
import { mobile, recordRequests } from '../layout/support'
import { expectToast, carouselReady } from './fixtures'

/** The h2 headings of the page, in document order. */
const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')

const DESKTOP_SECTIONS = [
  'Featured Product',
  'Feminine Hygiene',
  'Skincare & Beauty',
  'Hair Care',
  'Baby Care',
  'Offers',
  'Recommend For You',
  'Our services',
  'Monthly medicine subscription',
  'What our customers say',
]

/** Waits until every product row has its products (no skeleton left). */
async function loaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryAllByTestId('product-row-skeleton')).toHaveLength(0))
  await waitFor(() => expect(within(canvasElement).queryByTestId('top-banners-skeleton')).toBeNull())
}

/** Scrolls to the newsletter and returns its email input once its code has loaded. */
async function newsletterInput(canvasElement: HTMLElement) {
  canvasElement.querySelector('[data-deferred]')?.scrollIntoView()
  // The form's code loads when it comes near (the preview's 15 s bound covers a cold dev server).
  return within(canvasElement).findByRole('textbox', { name: 'Email address' })
}

/**
 * The home page on the mock shop (spec 000 s2 "Home page"): the sections in the spec's order, each
 * fed by its own call. A failed call leaves only its section empty (and is logged); the title,
 * description and keywords come from the home meta call.
 */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: { path: '/', url: '/' } },
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: every section in order; the title, description and keywords of the home meta. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS))
    await waitFor(() =>
      expect(document.title).toBe(
        'MediBazar - Buy Medicines & Healthcare Products Online in Bangladesh | Online Pharmacy',
      ),
    )
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Order genuine medicines, baby care, personal care and nutrition products online with fast delivery across Dhaka.',
    )
    await expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'online pharmacy, medicine delivery, dhaka, bangladesh, healthcare',
    )
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Offers' })).toHaveAttribute('fetchpriority', 'high')
    await expect(canvas.getByRole('list', { name: 'Featured offers' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See more Feminine Hygiene' })).toHaveAttribute(
      'href',
      '/category/feminine-hygiene',
    )
    await expect(canvas.getByRole('link', { name: 'Skincare & Beauty' })).toHaveAttribute(
      'href',
      '/category/diagnosticsself-monitoring',
    )
    await expect(canvas.getByRole('link', { name: 'See more Skincare & Beauty' })).toHaveAttribute(
      'href',
      '/product/skincare-beauty',
    )
    await expect(canvas.getByRole('link', { name: 'See more Hair Care' })).toHaveAttribute('href', '/product/hair-care')
    await expect(canvas.getByRole('link', { name: 'See more Baby Care' })).toHaveAttribute('href', '/product/baby-care')
    await expect(canvas.getByText('Orders Over BDT 500')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/b2b-registration')
    await expect(canvas.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801700112233',
    )
    await expect(await newsletterInput(canvasElement)).toBeVisible()
  },
}

/** A phone: no desktop-only rows, two small-banner carousels, delivery times on the free delivery card. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual([
        'Featured Product',
        'Feminine Hygiene',
        'Offers',
        'Recommend For You',
        'Our services',
        'Monthly medicine subscription',
        'What our customers say',
      ]),
    )
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Offers 1' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Offers 2' })).toBeVisible()
    await expect(canvas.getByText('3-6 hr(Ex), 12-24 (Regular)')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

/** The phone layout does not ask for the desktop-only rows. */
const rowRequests: URL[] = []
export const MobileSkipsDesktopRows: Story = {
  globals: mobile,
  beforeEach({ msw }) {
    rowRequests.length = 0
    msw.use(recordRequests('get', '*/api/category-*', rowRequests))
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() => expect(headings(canvasElement)).toContain('Feminine Hygiene'))
    await expect(rowRequests.map((url) => url.pathname)).toEqual(['/api/category-perosnalcare'])
  },
}

/** Adding from a row: the toast, and the card turns to 'View Item'. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    const featured = await carouselReady(canvasElement, 'Featured Product')
    const add = within(featured).getAllByRole('button', { name: /^Add to Cart/ })[0]!
    const name = add.textContent?.replace(/^Add to Cart/, '').trim() ?? ''
    await userEvent.click(add)
    await expectToast('Product added to cart', 'success', 3000)
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: `View Item ${name}` }).length).toBeGreaterThan(0),
    )
  },
}

/** Every call in flight: skeletons reserve the banner and row heights. */
export const Loading: Story = {
  beforeEach({ msw }) {
    for (const path of [
      '/api/v2/top-banner',
      '/api/v2/home-small-banner',
      '/api/feature-product',
      '/api/category-perosnalcare',
      '/api/category-medicaldevice',
      '/api/category-haircare',
      '/api/category-babycategory',
      '/api/v2/home-offer-banner',
      '/api/get-recommended-product',
    ] as const) {
      msw.use(hang('GET', path))
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('top-banners-skeleton')).toBeVisible()
    await expect(canvas.getByTestId('small-banners-skeleton')).toBeVisible()
    await expect(canvas.getAllByTestId('product-row-skeleton')).toHaveLength(5)
    await expect(canvas.getByTestId('offer-banners-skeleton')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Recommend For You' })).toBeNull()
  },
}

/** An empty recommended list: no 'Recommend For You' section. */
export const NoRecommendations: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/get-recommended-product'))
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() => expect(headings(canvasElement)).toContain('What our customers say'))
    await expect(headings(canvasElement)).not.toContain('Recommend For You')
  },
}

/**
 * A story where one call fails with 500: its section is empty, the failure is logged, and the
 * rest of the page works.
 */
function failing(path: EndpointPath<'GET'>, log: string, check: (canvasElement: HTMLElement) => Promise<void>): Story {
  let errors: ReturnType<typeof spyOn> | null = null
  return {
    beforeEach({ msw }) {
      msw.use(failWith('GET', path, 500))
      errors = spyOn(console, 'error')
      return () => errors?.mockRestore()
    },
    play: async ({ canvasElement }) => {
      await loaded(canvasElement)
      await check(canvasElement)
      await waitFor(() =>
        expect(errors?.mock.calls.some((call) => String(call[0]) === `${log} could not be loaded`)).toBe(true),
      )
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('heading', { name: 'Monthly medicine subscription' })).toBeVisible()
      await expect(await newsletterInput(canvasElement)).toBeVisible()
    },
  }
}

export const TopBannersFail = failing('/api/v2/top-banner', 'Top banners', async (canvasElement) => {
  await expect(within(canvasElement).queryByRole('region', { name: 'Top offers' })).toBeNull()
  await expect(within(canvasElement).getByRole('list', { name: 'Featured offers' })).toBeVisible()
})

export const SmallBannersFail = failing('/api/v2/home-small-banner', 'Small banners', async (canvasElement) => {
  await expect(within(canvasElement).queryByRole('list', { name: 'Featured offers' })).toBeNull()
  await expect(within(canvasElement).getByRole('region', { name: 'Top offers' })).toBeVisible()
})

export const FeaturedFails = failing('/api/feature-product', 'Featured products', async (canvasElement) => {
  await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Featured Product')))
})

export const FeminineHygieneFails = failing(
  '/api/category-perosnalcare',
  'Home row personalCare',
  async (canvasElement) => {
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Feminine Hygiene')),
    )
  },
)

export const MedicalDevicesFail = failing(
  '/api/category-medicaldevice',
  'Home row medicalDevice',
  async (canvasElement) => {
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Skincare & Beauty')),
    )
  },
)

export const HairCareFails = failing('/api/category-haircare', 'Home row hairCare', async (canvasElement) => {
  await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Hair Care')))
})

export const BabyCareFails = failing('/api/category-babycategory', 'Home row babyCare', async (canvasElement) => {
  await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Baby Care')))
})

export const OfferBannersFail = failing('/api/v2/home-offer-banner', 'Offer banners', async (canvasElement) => {
  await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Offers')))
})

export const RecommendedFails = failing(
  '/api/get-recommended-product',
  'Recommended products',
  async (canvasElement) => {
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS.filter((h) => h !== 'Recommend For You')),
    )
  },
)

export const HomeMetaFails = failing('/api/home-meta-tag', 'Home meta', async (canvasElement) => {
  await expect(document.title).toBe('MediBazar | Online Pharmacy')
  await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS))
})

/** The site metadata failed: no WhatsApp card; everything else is there. */
export const SiteMetadataFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/tags', 500))
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() => expect(headings(canvasElement)).toEqual(DESKTOP_SECTIONS))
    await expect(within(canvasElement).queryByRole('heading', { name: 'Order via WhatsApp' })).toBeNull()
    await expect(within(canvasElement).getByRole('heading', { name: 'Free Delivery' })).toBeVisible()
  },
}

/** Newsletter: a new email subscribes; 'Subscribe Successful' for 3 s; the input is emptied. */
export const NewsletterSuccess: Story = {
  play: async ({ canvasElement }) => {
    const input = await newsletterInput(canvasElement)
    await userEvent.type(input, 'new.reader@example.com{Enter}')
    await expectToast('Subscribe Successful', 'success', 3000)
    await waitFor(() => expect(input).toHaveValue(''))
  },
}

/** Newsletter 422: the server's first email message under the input; no toast; the text stays. */
export const NewsletterAlreadySubscribed: Story = {
  play: async ({ canvasElement }) => {
    const input = await newsletterInput(canvasElement)
    await userEvent.type(input, 'newsletter@medibazar.test{Enter}')
    await waitFor(() => expect(input).toHaveAccessibleDescription('The email has already been taken.'))
    await expect(input).toHaveValue('newsletter@medibazar.test')
    await expect(within(document.body).queryByText('Something Wrong!')).toBeNull()
  },
}

/** Newsletter, another failure: the warning 'Something Wrong!'; the text stays. */
export const NewsletterServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/subscribe', 500))
  },
  play: async ({ canvasElement }) => {
    const input = await newsletterInput(canvasElement)
    await userEvent.type(input, 'rahima@example.com{Enter}')
    await expectToast('Something Wrong!', 'warning', 5000)
    await expect(input).toHaveValue('rahima@example.com')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

/**
 * Products viewed before, in this browser (decision 0033): 'Recently viewed' after Feminine
 * Hygiene, newest first; known only in the browser, so it loads after the page.
 */
export const RecentlyViewed: Story = {
  parameters: { session: { recentlyViewed: [seclo, napa] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual([
        'Featured Product',
        'Feminine Hygiene',
        'Recently viewed',
        ...DESKTOP_SECTIONS.slice(2),
      ]),
    )
    // Below the fold: the row's cards are there (it plays by itself when scrolled near).
    const row = within(await within(canvasElement).findByRole('region', { name: 'Recently viewed' }))
    await expect(row.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      seclo.product_name,
      napa.product_name,
    ])
  },
}

/** The same on a phone. */
export const RecentlyViewedMobile: Story = {
  ...RecentlyViewed,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
    await waitFor(() =>
      expect(headings(canvasElement).slice(0, 3)).toEqual(['Featured Product', 'Feminine Hygiene', 'Recently viewed']),
    )
    const region = await within(canvasElement).findByRole('region', { name: 'Recently viewed' })
    region.scrollIntoView()
    await expect(await carouselReady(canvasElement, 'Recently viewed')).toBeVisible()
  },
}
