import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith, failWith, hang, malformedJson } from '@mocks/faults'
import SearchPage from '@/pages/catalogue/SearchPage'
import { manyProducts, mobile, recordRequests, withBackButton, type Recorded } from './support'

const searches: Recorded[] = []

/** The path of the last search call, as sent (percent-encoded). */
function lastSearchPath(): string | undefined {
  return searches.at(-1)?.url.pathname
}

function resultNames(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: /^Search results for / })
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '')
}

/** A story at /search/{query}: the URL as the header's search bar builds it. */
function at(query: string, search = '') {
  return { route: { path: '/search/:query', url: `/search/${encodeURIComponent(query)}${search}` } }
}

/**
 * The search results page on the mock shop (spec 000 "Search results page"): 'Search Results for'
 * and the query, 'Searching...', the error area, the grid, 'No products found.' and pagination.
 * The router decodes the query; the API layer encodes it again as one path segment, so spaces,
 * slashes, Bangla text and symbols reach GET /api/v2/product-search/{query} intact.
 */
const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', ...at('napa') },
  beforeEach({ msw }) {
    searches.length = 0
    msw.use(recordRequests('get', '*/api/v2/product-search/:query', searches))
  },
} satisfies Meta<typeof SearchPage>

export default meta
type Story = StoryObj<typeof meta>

/** 'napa': four products, one page. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for “napa”')
    await waitFor(() => expect(resultNames(canvasElement)).toHaveLength(4))
    await expect(resultNames(canvasElement)[0]).toBe('Napa 500 mg Tablet')
    await expect(canvas.getByText('4 products')).toBeVisible()
    await expect(lastSearchPath()).toBe('/api/v2/product-search/napa')
    await expect(searches.at(-1)?.url.searchParams.get('page')).toBe('1')
    await expect(document.title).toBe('Search Results for napa | Online Pharmacy')
    await expect(canvas.queryByRole('navigation', { name: 'Search results pages' })).toBeNull()
  },
}

/** Spaces: 'napa extra' is one query, sent as napa%20extra. */
export const QueryWithSpaces: Story = {
  parameters: at('napa extra'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for “napa extra”')
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(['Napa Extra 500 mg+65 mg Tablet']))
    await expect(lastSearchPath()).toBe('/api/v2/product-search/napa%20extra')
  },
}

/** A slash (a generic like Amoxicillin/Clavulanic Acid) stays inside the one segment: %2F. */
export const QueryWithSlash: Story = {
  parameters: at('Amoxicillin/Clavulanic'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('“Amoxicillin/Clavulanic”')
    await waitFor(() =>
      expect(resultNames(canvasElement)).toEqual(['Moxaclav 500 mg+125 mg Tablet', 'Amclav 500 mg+125 mg Tablet']),
    )
    await expect(lastSearchPath()).toBe('/api/v2/product-search/Amoxicillin%2FClavulanic')
  },
}

/**
 * Bangla text: নাপা as typed finds the Napa suspension with its Bangla name, listed first; then its
 * transliteration 'napa' finds the other Napa products (issue 24), and the page says so.
 */
export const BanglaQuery: Story = {
  parameters: at('নাপা'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for “নাপা”')
    // Several calls one after the other (as typed, transliterated, variants): a slower wait than one call's.
    await waitFor(() => expect(resultNames(canvasElement)[0]).toBe('Napa Suspension (নাপা সাসপেনশন) 120 mg/5 ml'))
    await expect(resultNames(canvasElement)).toContain('Napa 500 mg Tablet')
    await expect(searches.map((r) => r.url.pathname)).toEqual([
      `/api/v2/product-search/${encodeURIComponent('নাপা')}`,
      '/api/v2/product-search/napa',
    ])
    await expect(canvas.getByTestId('search-note')).toHaveTextContent('Showing results for “napa”')
  },
}

/** 'সেকলো' transliterates to 'seklo', which finds nothing; the variant 'secl' finds Seclo, ranked by the phonetic key. */
export const BanglaQuerySpeltDifferently: Story = {
  parameters: at('সেকলো'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(resultNames(canvasElement)[0]).toBe('Seclo 20 mg Capsule'))
    await expect(canvas.getByTestId('search-note')).toHaveTextContent('Showing results for “seklo”')
    await expect(canvas.queryByRole('navigation', { name: 'Search results pages' })).toBeNull()
  },
}

/** The same on a Bangla page: the note in Bangla. */
export const BanglaQueryOnBanglaPage: Story = {
  ...BanglaQuerySpeltDifferently,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('search-note')).toHaveTextContent('“seklo”-এর ফলাফল দেখানো হচ্ছে'),
    )
  },
}

/** Symbols: '5%' is sent as 5%25 and finds the 5% minoxidil solution; the page link keeps it encoded. */
export const QueryWithSymbols: Story = {
  parameters: at('5%'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for “5%”')
    await waitFor(() => expect(resultNames(canvasElement)).toEqual(['Minoxidil 5% Topical Solution 60 ml']))
    await expect(lastSearchPath()).toBe('/api/v2/product-search/5%25')
  },
}

/** '?', '#', '&' and an apostrophe: nothing matches, and nothing breaks: 'No products found.' */
export const SymbolsNoResults: Story = {
  parameters: at("what's 50% & more? #1"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("“what's 50% & more? #1”")
    await expect(await canvas.findByText('No products found.')).toBeVisible()
    await expect(lastSearchPath()).toBe(`/api/v2/product-search/${encodeURIComponent("what's 50% & more? #1")}`)
  },
}

/**
 * 'tablet': 77 products in 4 pages. Page 2 puts ?page=2 in the URL and asks the server for page 2;
 * Back returns to page 1.
 */
export const Paginated: Story = {
  parameters: at('tablet'),
  decorators: [withBackButton],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('Showing 1–20 of 77 products')).toBeVisible())
    const pages = canvas.getByRole('navigation', { name: 'Search results pages' })
    await expect(within(pages).getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/search/tablet?page=4')

    await step('Page 2', async () => {
      await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }))
      await expect(canvas.getByTestId('current-location')).toHaveTextContent('/search/tablet?page=2')
      await waitFor(() => expect(canvas.getByText('Showing 21–40 of 77 products')).toBeVisible())
      await expect(searches.at(-1)?.url.searchParams.get('page')).toBe('2')
    })

    await step('Back to page 1', async () => {
      await userEvent.click(canvas.getByTestId('history-back'))
      await expect(canvas.getByTestId('current-location')).toHaveTextContent(/^\/search\/tablet$/)
      await waitFor(() => expect(canvas.getByText('Showing 1–20 of 77 products')).toBeVisible())
    })
  },
}

/**
 * Page links of a query with a slash keep it encoded, so page 2 is the same search (the router's
 * decoded pathname would have split it into two segments). The answer here says 3 pages.
 */
export const PaginatedSlashQuery: Story = {
  parameters: at('mg/5'),
  beforeEach({ msw }) {
    msw.use(
      recordRequests('get', '*/api/v2/product-search/:query', searches),
      answerWith('GET', '/api/v2/product-search/{query}', {
        data: manyProducts(20),
        meta: { current_page: 1, last_page: 3, per_page: 20, total: 45 },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(resultNames(canvasElement)).toHaveLength(20))
    await expect(lastSearchPath()).toBe('/api/v2/product-search/mg%2F5')
    const pages = canvas.getByRole('navigation', { name: 'Search results pages' })
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search/mg%2F5?page=2')
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/search/mg%2F5?page=3')
    await waitFor(() => expect(searches.at(-1)?.url.searchParams.get('page')).toBe('3'))
    await expect(lastSearchPath()).toBe('/api/v2/product-search/mg%2F5')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('“mg/5”')
  },
}

/** While the call is in flight: 'Searching...' and skeleton cards. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/v2/product-search/{query}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Searching...', { selector: 'p[aria-hidden]' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching...')
    await expect(canvas.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0)
  },
}

/** A failure with a server message shows that message (spec 000 s8), and 'Try again'. */
export const ServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/product-search/{query}', 429, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too Many Attempts.')
    await expect(canvas.queryByRole('list', { name: /^Search results/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(resultNames(canvasElement)).toHaveLength(4))
  },
}

/** A failure without a message (a broken answer): 'Search failed.' */
export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(malformedJson('GET', '/api/v2/product-search/{query}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Search failed.')
  },
}

/** /search with no query: no call, a search box instead; a blank query is ignored. */
export const NoQuery: Story = {
  parameters: { route: { path: '/search', url: '/search' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search products' })).toBeVisible()
    const box = canvas.getByRole('searchbox', { name: 'Medicine, generic or brand name' })
    await userEvent.type(box, '   {Enter}')
    await expect(canvas.getByTestId('current-location')).toHaveTextContent(/^\/search$/)
    await userEvent.type(box, ' Amoxicillin/Clavulanic {Enter}')
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/search/Amoxicillin%2FClavulanic')
    await expect(searches).toHaveLength(0)
  },
}

/** A 390 px phone: two columns. */
export const Mobile: Story = {
  globals: mobile,
  parameters: at('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(resultNames(canvasElement)).toHaveLength(20))
    const list = canvas.getByRole('list', { name: 'Search results for tablet' })
    await expect(getComputedStyle(list).gridTemplateColumns.trim().split(/\s+/)).toHaveLength(2)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
