import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { SearchBar, type SearchBarProps } from '@/components/search/SearchBar'
import { babyDiapers, longName, napa, noImage, seclo } from '../fixtures/products'
import { manyProducts, mobile } from '../layout/support'

/** The input keeps its own text in the story, as the shell's hook does in the app. */
function Controlled(props: SearchBarProps) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ maxWidth: 560 }}>
      <SearchBar
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          props.onValueChange(next)
        }}
      />
      <button type="button">Somewhere else</button>
    </div>
  )
}

/**
 * The header search bar (spec 000 s2 "Search suggestions"): a search form; under it, on desktop,
 * a box listing up to 10 suggestions (image, name, unit description) that link to the product.
 * Arrow keys move through the suggestions, Escape or a click outside closes the box. What is
 * searched and when (trim, 500 ms debounce, Enter) is the shell's: see Flows/Search suggestions.
 */
const meta = {
  title: 'Components/Search/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    value: 'nap',
    onValueChange: fn(),
    onSubmit: fn(),
    onSuggestionFollowed: fn(),
    suggestions: [napa, seclo, babyDiapers],
    status: 'done',
    errorMessage: null,
  },
} satisfies Meta<typeof SearchBar>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox')
const box = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('search-suggestions')

/** Suggestions: each links to its product page with image, name and unit description. */
export const Suggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(input(canvasElement))
    await expect(box(canvasElement)).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Suggestions' })
    const links = within(list).getAllByRole('link')
    await expect(links).toHaveLength(3)
    await expect(links[0]).toHaveAttribute('href', '/product-details/napa-500-mg-tablet')
    await expect(links[0]).toHaveTextContent('Napa 500 mg Tablet')
    await expect(links[0]).toHaveTextContent('10 Tablets (1 Strip)')
    const image = links[0]!.querySelector('img')
    await expect(image).toHaveAttribute('width', '40')
    await expect(image?.getAttribute('src')).toMatch(/uploads\/product\/napa-500-mg-tablet\.svg$/)
    await expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions')

    await userEvent.click(links[1]!)
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/product-details/seclo-20-mg-capsule')
    await expect(args.onSuggestionFollowed).toHaveBeenCalledWith(seclo)
    await expect(box(canvasElement)).not.toBeVisible()
  },
}

/** A query typed in Bangla script found by another spelling (issue 24): the note says which. */
export const MatchedSpelling: Story = {
  args: { value: 'সেকলো', suggestions: [seclo], note: 'Showing results for “seklo”' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(within(canvasElement).getByTestId('search-note')).toHaveTextContent('Showing results for “seklo”')
    await expect(within(canvasElement).getByRole('list', { name: 'Suggestions' })).toHaveTextContent(
      'Seclo 20 mg Capsule',
    )
  },
}

/** A note without suggestions is not shown: 'No products found.' alone. */
export const NoteWithoutSuggestions: Story = {
  args: { value: 'ঝঞ্ঝাট', suggestions: [], note: 'Showing results for “jhnjhat”' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(within(box(canvasElement)).getByText('No products found.')).toBeVisible()
    await expect(within(canvasElement).queryByTestId('search-note')).toBeNull()
  },
}

/** At most what the shell passes (10): all listed, the box scrolls. */
export const TenSuggestions: Story = {
  args: { suggestions: manyProducts(10) },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    const list = within(canvasElement).getByRole('list', { name: 'Suggestions' })
    await expect(within(list).getAllByRole('link')).toHaveLength(10)
    const panel = box(canvasElement)
    await expect(panel.scrollHeight).toBeGreaterThanOrEqual(panel.clientHeight)
  },
}

/** Arrow Down enters the list, Up/Down move, Up from the first goes back to the input, Enter follows. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(input(canvasElement))
    const links = within(canvas.getByRole('list', { name: 'Suggestions' })).getAllByRole('link')
    await userEvent.keyboard('{ArrowDown}')
    await expect(links[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(links[2]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(links[2]).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    await expect(input(canvasElement)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{End}')
    await expect(links[2]).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(links[0]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/product-details/napa-500-mg-tablet')
  },
}

/** Escape closes the box (from the input or from a suggestion, which returns focus to the input). */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(box(canvasElement)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(box(canvasElement)).not.toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    await expect(box(canvasElement)).toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(box(canvasElement)).getAllByRole('link')[0]).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(box(canvasElement)).not.toBeVisible()
    await expect(input(canvasElement)).toHaveFocus()
  },
}

/** A click outside closes the box; typing opens it again. */
/** The shell's answer to a newer query, on the story's events: 'loading', then one suggestion. */
function NewerQuery(props: SearchBarProps) {
  const [answer, setAnswer] = useState({ status: props.status, suggestions: props.suggestions })
  useEffect(() => {
    const loading = () => setAnswer((current) => ({ ...current, status: 'loading' }))
    const answered = () => setAnswer({ status: 'done', suggestions: [napa] })
    window.addEventListener('story:query-loading', loading)
    window.addEventListener('story:query-answered', answered)
    return () => {
      window.removeEventListener('story:query-loading', loading)
      window.removeEventListener('story:query-answered', answered)
    }
  }, [])
  return <Controlled {...props} {...answer} />
}

/**
 * A newer query loads while a suggestion has the keyboard's focus: its list goes, and the focus
 * goes back to the input (not to the page's body), so the arrow keys still work on the new list.
 * Focus moved elsewhere by the shopper stays where it is.
 */
export const NewerQueryWhileBrowsing: Story = {
  render: (args) => <NewerQuery {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(input(canvasElement))
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(canvas.getByRole('list', { name: 'Suggestions' })).getAllByRole('link')[0]).toHaveFocus()

    window.dispatchEvent(new Event('story:query-loading'))
    await waitFor(() => expect(box(canvasElement)).toHaveTextContent('Searching...'))
    await expect(input(canvasElement)).toHaveFocus()

    window.dispatchEvent(new Event('story:query-answered'))
    const links = await within(box(canvasElement)).findAllByRole('link')
    await expect(links).toHaveLength(1)
    await expect(input(canvasElement)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(links[0]).toHaveFocus()

    // The shopper moves on: a later answer does not pull the focus back.
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Somewhere else' })).toHaveFocus()
    window.dispatchEvent(new Event('story:query-loading'))
    await waitFor(() => expect(box(canvasElement)).toHaveTextContent('Searching...'))
    await expect(canvas.getByRole('button', { name: 'Somewhere else' })).toHaveFocus()
  },
}

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(input(canvasElement))
    await expect(box(canvasElement)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Somewhere else' }))
    await expect(box(canvasElement)).not.toBeVisible()
    await userEvent.type(input(canvasElement), 'a')
    await expect(box(canvasElement)).toBeVisible()
  },
}

/**
 * A change that comes while the shopper is elsewhere (text typed before hydration and handed over
 * once hydrated, src/app/ssr/earlyTaps.ts) is passed on, and opens no box over the page.
 */
export const ChangeWhileElsewhere: Story = {
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const elsewhere = canvas.getByRole('button', { name: 'Somewhere else' })
    elsewhere.focus()
    await fireEvent.input(input(canvasElement), { target: { value: 'napa' } })
    await expect(args.onValueChange).toHaveBeenCalledWith('napa')
    await expect(input(canvasElement)).toHaveValue('napa')
    await expect(elsewhere).toHaveFocus()
    await expect(box(canvasElement)).not.toBeVisible()
    // Typing in the box opens it.
    await userEvent.type(input(canvasElement), ' 5')
    await expect(box(canvasElement)).toBeVisible()
  },
}

/** Tab past the last suggestion leaves the search and closes the box. */
export const TabAwayCloses: Story = {
  args: { suggestions: [napa] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.tab()
    await expect(box(canvasElement)).not.toBeVisible()
  },
}

/** Enter (or the search button) submits; the page decides where to go. */
export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(input(canvasElement), 'a{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(args.onValueChange).toHaveBeenLastCalledWith('napa')
    await expect(box(canvasElement)).not.toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(2)
  },
}

/** While the call is out: 'Searching...', no list. */
export const Loading: Story = {
  args: { status: 'loading', suggestions: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(within(box(canvasElement)).getByText('Searching...')).toBeVisible()
    await expect(within(canvasElement).queryByRole('list', { name: 'Suggestions' })).toBeNull()
  },
}

/** No product matches. */
export const NoResults: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(within(box(canvasElement)).getByText('No products found.')).toBeVisible()
  },
}

/** A failed search: the server's message (or 'Search failed.'), the list empty. */
export const Failed: Story = {
  args: { status: 'error', suggestions: [], errorMessage: 'Search failed.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(within(canvasElement).getByTestId('search-error')).toHaveTextContent('Search failed.')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Search failed.')
    await expect(within(canvasElement).queryByRole('list', { name: 'Suggestions' })).toBeNull()
  },
}

/** No query (empty or blank text): no box at all. */
export const EmptyQuery: Story = {
  args: { value: '   ', status: 'idle', suggestions: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    await expect(box(canvasElement)).not.toBeVisible()
  },
}

/** Long names are cut with an ellipsis; a missing image shows the placeholder. */
export const EdgeValues: Story = {
  args: { suggestions: [longName, noImage] },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement))
    const links = within(box(canvasElement)).getAllByRole('link')
    await expect(links[0]).toHaveTextContent(longName.product_name)
    await expect(links[0]!.scrollWidth).toBeLessThanOrEqual(links[0]!.clientWidth + 1)
    await waitFor(() => expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/medi_de.webp'))
  },
}

/** On a phone the search has no suggestion box (spec 000 s2): the form still submits. */
export const Mobile: Story = {
  globals: mobile,
  args: { showSuggestions: false, status: 'idle', suggestions: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'x{Enter}')
    await expect(within(canvasElement).queryByTestId('search-suggestions')).toBeNull()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    const button = within(canvasElement).getByRole('button', { name: 'Search' })
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
