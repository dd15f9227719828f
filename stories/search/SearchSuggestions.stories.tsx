import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith, failWith } from '@mocks/faults'
import { Shell } from '@/app/AppLayout'
import { currentLocation, manyProducts, mobile, recordRequests } from '../layout/support'

const searches: URL[] = []
const searchedQueries = () => searches.map((url) => decodeURIComponent(url.pathname.split('/').pop() ?? ''))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The header search against the mock shop (spec 000 s4 "Search", s5, s8, s9), wired as in the app
 * (the page shell): the query is trimmed; nothing is sent for an empty one; the call goes out
 * 500 ms after typing stops, or at once on Enter, which opens /search/{query}; at most 10
 * suggestions; a failure shows the server's message or 'Search failed.'. An answer for an older
 * query that arrives late is never shown.
 */
const meta = {
  title: 'Flows/Search suggestions',
  component: Shell,
  tags: ['autodocs'],
  args: { children: <p>Page content</p> },
  parameters: { layout: 'fullscreen', route: { url: '/account' }, chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    searches.length = 0
    msw.use(
      answerWith('GET', '/api/popup-status', { status: 0 }),
      recordRequests('get', '*/api/v2/product-search/:query', searches),
    )
  },
} satisfies Meta<typeof Shell>

export default meta
type Story = StoryObj<typeof meta>

const searchbox = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('banner')).getByRole('searchbox')
const suggestionNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-suggestion]')).map(
    (link) => link.querySelector('span span')?.textContent ?? '',
  )

/** Typing: one call 500 ms after the last key, for the trimmed query; suggestions link to products. */
export const DebouncedAndTrimmed: Story = {
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement)
    await userEvent.type(input, '  napa  ')
    await wait(300)
    await expect(searches).toHaveLength(0)
    await waitFor(() => expect(searchedQueries()).toEqual(['napa']))
    await waitFor(() => expect(suggestionNames(canvasElement)).toHaveLength(4))
    await expect(suggestionNames(canvasElement)[0]).toBe('Napa 500 mg Tablet')
    const first = canvasElement.querySelector('[data-suggestion]')
    await expect(first).toHaveAttribute('href', '/product-details/napa-500-mg-tablet')
    await wait(700)
    await expect(searches).toHaveLength(1)
  },
}

/** An empty or blank query sends nothing and shows no box. */
export const EmptyQuerySendsNothing: Story = {
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement)
    await userEvent.type(input, '    ')
    await wait(800)
    await expect(searches).toHaveLength(0)
    await expect(within(canvasElement).getByTestId('search-suggestions')).not.toBeVisible()
    await userEvent.type(input, '{Enter}')
    await wait(100)
    await expect(currentLocation()).toBe('/account')
    await expect(searches).toHaveLength(0)
  },
}

/** Clearing the input hides the box at once. */
export const ClearingHidesTheBox: Story = {
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement)
    await userEvent.type(input, 'napa')
    await waitFor(() => expect(suggestionNames(canvasElement)).toHaveLength(4))
    await userEvent.clear(input)
    await expect(within(canvasElement).getByTestId('search-suggestions')).not.toBeVisible()
  },
}

/** Enter sends at once (no 500 ms wait) and opens /search/{query}. */
export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement)
    await userEvent.type(input, ' seclo 20 {Enter}')
    await expect(currentLocation()).toBe('/search/seclo%2020')
    await waitFor(() => expect(searchedQueries()).toEqual(['seclo 20']), { timeout: 300 })
  },
}

/** A query with many matches: at most 10 suggestions. */
export const AtMostTen: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith('GET', '/api/v2/product-search/{query}', {
        data: manyProducts(20).map((p) => ({ ...p, price: String(p.price) })),
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 20 },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchbox(canvasElement), 'variant')
    await waitFor(() => expect(suggestionNames(canvasElement)).toHaveLength(10))
    await expect(suggestionNames(canvasElement)[9]).toBe('Napa Variant 10')
  },
}

/**
 * 'nap' is answered after 1.5 s, 'napa' at once: the late answer for 'nap' arrives after the one
 * for 'napa' and is never shown (watched for the whole time).
 */
export const LateAnswerOfAnOlderQueryIsNeverShown: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/product-search/:query', async ({ params, request }) => {
        if (params.query !== 'nap') return undefined
        // This handler answers 'nap' itself, so it records it (the recorder only sees what falls through).
        searches.push(new URL(request.url))
        await delay(1500)
        return HttpResponse.json({
          data: manyProducts(2, 'Stale Answer'),
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
        })
      }),
    )
  },
  play: async ({ canvasElement }) => {
    let staleShown = false
    const box = within(canvasElement).getByTestId('search-suggestions')
    const observer = new MutationObserver(() => {
      if (box.textContent?.includes('Stale Answer')) staleShown = true
    })
    observer.observe(box, { childList: true, subtree: true, characterData: true })
    try {
      const input = searchbox(canvasElement)
      await userEvent.type(input, 'nap')
      await waitFor(() => expect(searchedQueries()).toEqual(['nap']))
      await userEvent.type(input, 'a')
      await waitFor(() => expect(searchedQueries()).toEqual(['nap', 'napa']))
      await waitFor(() => expect(suggestionNames(canvasElement)).toHaveLength(4))
      // The answer for 'nap' lands now, after the one for 'napa'.
      await wait(1700)
      await expect(suggestionNames(canvasElement)[0]).toBe('Napa 500 mg Tablet')
      await expect(suggestionNames(canvasElement)).toHaveLength(4)
      await expect(staleShown).toBe(false)
    } finally {
      observer.disconnect()
    }
  },
}

/**
 * Typed in Bangla script (issue 24): the query as typed is sent first, then its transliteration
 * and, when that finds nothing, short variant queries; the suggestions are ranked by a phonetic
 * key and the box says which spelling matched.
 */
export const BanglaScript: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchbox(canvasElement), 'সেকলো ২০')
    // Several calls one after the other (as typed, transliterated, variants): a slower wait than one call's.
    await waitFor(() => expect(suggestionNames(canvasElement)[0]).toBe('Seclo 20 mg Capsule'))
    await expect(within(canvasElement).getByTestId('search-note')).toHaveTextContent('Showing results for “seklo 20”')
    // As typed first, then the transliteration (Bangla digits as ASCII), then the variants.
    await expect(searchedQueries().slice(0, 2)).toEqual(['সেকলো ২০', 'seklo 20'])
    await expect(searchedQueries()).toContain('secl')
  },
}

/** The same on a Bangla page: the note in Bangla. */
export const BanglaScriptOnBanglaPage: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchbox(canvasElement), 'নাপা')
    await waitFor(() => expect(suggestionNames(canvasElement)).toContain('Napa 500 mg Tablet'))
    await expect(within(canvasElement).getByTestId('search-note')).toHaveTextContent('“napa”-এর ফলাফল দেখানো হচ্ছে')
  },
}

/** A Latin query is sent once, as before: no Bangla search, no note. */
export const LatinQueryUnchanged: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchbox(canvasElement), 'seclo')
    await waitFor(() => expect(suggestionNames(canvasElement)[0]).toBe('Seclo 20 mg Capsule'))
    await expect(searchedQueries()).toEqual(['seclo'])
    await expect(within(canvasElement).queryByTestId('search-note')).toBeNull()
  },
}

/** A failure with a server message shows it; the list is emptied. */
export const FailureWithServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/product-search/{query}', 503, { message: 'Search is under maintenance' }))
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchbox(canvasElement), 'napa')
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('search-error')).toHaveTextContent('Search is under maintenance'),
    )
    await expect(suggestionNames(canvasElement)).toHaveLength(0)
  },
}

/** A failure without a message: 'Search failed.'. The next query starts clean (loading, no error). */
export const FailureWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/product-search/:query', ({ params }) =>
        params.query === 'zzz' ? HttpResponse.json({}, { status: 400 }) : undefined,
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const input = searchbox(canvasElement)
    await userEvent.type(input, 'zzz')
    await waitFor(() => expect(within(canvasElement).getByTestId('search-error')).toHaveTextContent('Search failed.'))
    await userEvent.clear(input)
    await userEvent.type(input, 'napa')
    await waitFor(() => expect(suggestionNames(canvasElement)).toHaveLength(4))
    await expect(within(canvasElement).queryByTestId('search-error')).toBeNull()
  },
}

/** On a phone: the bottom bar's search opens a search panel; Enter opens the results; no suggestions are fetched. */
export const MobileSearch: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('searchbox')).toBeNull()
    const button = within(canvas.getByRole('navigation', { name: 'Shortcuts' })).getByRole('button', { name: 'Search' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const input = canvas.getByRole('searchbox')
    await expect(input).toBeVisible()
    await expect(input).toHaveFocus()
    await userEvent.type(input, 'napa')
    await wait(700)
    await expect(searches).toHaveLength(0)
    await userEvent.keyboard('{Enter}')
    await expect(currentLocation()).toBe('/search/napa')
    await expect(canvas.queryByRole('searchbox')).toBeNull()
  },
}
