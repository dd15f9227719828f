import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination } from '@/components/catalogue'
import { mobile } from './support'

const hrefFor = (page: number) => (page <= 1 ? '/offers' : `/offers?page=${page}`)

/** Numbered page links, as read by a screen reader ('Page 3'). */
function pageNumbers(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' })
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => /^Page \d+$/.test(text))
    .map((text) => text.replace('Page ', ''))
}

/**
 * First, Previous, a window of 5 numbered pages, Next, Last (spec 000 "Offers page"; listings and
 * search use it too). Every page is a link, so the page lives in the URL. Nothing renders for a
 * single page. On a phone First/Previous/Next/Last shrink to «‹›» (still named for screen readers).
 */
const meta = {
  title: 'Components/Catalogue/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { route: { path: '*', url: '/offers' } },
  args: { page: 1, lastPage: 12, hrefFor },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Page 1 of 12: First and Previous are inert, pages 1-5, Next and Last link on. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5'])
    await expect(canvas.getByText('First').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull()
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Page 1')
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/offers?page=2')
    await expect(canvas.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/offers?page=12')

    await userEvent.click(canvas.getByRole('link', { name: 'Page 3' }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/offers?page=3')
  },
}

/** Page 6 of 12: the window is centred (4-8), every step links. */
export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvasElement)).toEqual(['4', '5', '6', '7', '8'])
    const current = canvasElement.querySelector('[aria-current="page"]')
    await expect(current).toHaveTextContent('Page 6')
    await expect(canvas.getByRole('link', { name: 'First' })).toHaveAttribute('href', '/offers')
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/offers?page=5')
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/offers?page=7')
    await expect(canvas.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/offers?page=12')
  },
}

/** The last page: the window ends at 12 (8-12), Next and Last are inert. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvasElement)).toEqual(['8', '9', '10', '11', '12'])
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Last' })).toBeNull()
    await expect(canvas.getByText('Last').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Fewer pages than the window: all of them. */
export const ThreePages: Story = {
  args: { page: 2, lastPage: 3 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3'])
  },
}

/** One page: no pagination at all. */
export const SinglePage: Story = {
  args: { page: 1, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

/** Keyboard: Tab reaches the page links in order, Enter follows one. */
export const Keyboard: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'First' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/offers?page=4')
  },
}

/** A 390 px phone: «‹ 4 5 6 7 8 ›» on one row, the words still name the links. */
export const Mobile: Story = {
  args: { page: 6 },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list')
    const tops = new Set(
      within(list)
        .getAllByRole('listitem')
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    await expect(tops.size).toBe(1)
    await expect(canvas.getByRole('link', { name: 'Next' })).toBeVisible()
    await expect(canvas.getByText('«')).toBeVisible()
  },
}

/** On a Bangla page: the labels in Bangla, the page numbers in Bangla digits; the links are the same. */
export const InBangla: Story = {
  args: { page: 11 },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'পাতা নির্বাচন' })
    const current = nav.querySelector('[aria-current="page"]')
    await expect(current).toHaveTextContent('পাতা ১১')
    await expect(within(nav).getByRole('link', { name: 'পাতা ১২' })).toHaveAttribute('href', '/offers?page=12')
    await expect(within(nav).getByRole('link', { name: 'পরবর্তী' })).toHaveAttribute('href', '/offers?page=12')
  },
}
