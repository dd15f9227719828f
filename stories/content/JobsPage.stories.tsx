import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { answerWith, emptyList, failWith, hang } from '@mocks/faults'
import JobsPage from '@/pages/content/JobsPage'
import { mobile } from './helpers'

/**
 * /join-our-team on the mock shop: a card per job post with its title, a 150-character plain-text
 * excerpt, Readmore (the job's page) and Apply by mail (the shop's email from the site metadata).
 */
const meta = {
  title: 'Pages/JoinOurTeam',
  component: JobsPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/join-our-team', url: '/join-our-team' } },
} satisfies Meta<typeof JobsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The shop's four openings. */
export const Openings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible()
    const cards = await canvas.findAllByRole('article')
    const list = canvas.getByRole('list', { name: 'Job openings' })
    await expect(list).not.toHaveAttribute('aria-busy')
    await expect(within(list).getAllByRole('article')).toEqual(cards)
    await expect(cards).toHaveLength(4)
    const first = within(cards[0] as HTMLElement)
    await expect(first.getByRole('heading', { level: 2, name: 'Registered Pharmacist (Grade A)' })).toBeVisible()
    // Plain text, at most 150 characters, cut at a word with an ellipsis.
    const excerpt = (cards[0] as HTMLElement).querySelector('p')?.textContent ?? ''
    await expect(excerpt.length).toBeLessThanOrEqual(151)
    await expect(excerpt).toMatch(/^We are looking for a registered pharmacist .*…$/)
    await expect(excerpt).not.toContain('<')
    // Blocks are separated: '…by phone. Requirements B.Pharm…', never 'phone.Requirements'.
    await expect(excerpt).toContain('by phone. Requirements')
    await expect(first.getByRole('link', { name: 'Readmore about Registered Pharmacist (Grade A)' })).toHaveAttribute(
      'href',
      '/job-details/registered-pharmacist',
    )
    await expect(
      await first.findByRole('link', { name: 'Apply by mail for Registered Pharmacist (Grade A)' }),
    ).toHaveAttribute(
      'href',
      'mailto:support@medibazar.test?subject=Application%20for%20Registered%20Pharmacist%20(Grade%20A)',
    )
    await expect(document.title).toBe('Join Our Team | Online Pharmacy')
  },
}

/** Readmore opens the job's page. */
export const OpensJobDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Readmore about Delivery Rider (Dhanmondi & Mohammadpur)' }),
    )
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/job-details/delivery-rider')
  },
}

/** Loading: three placeholder cards, announced once. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/job-post'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading job openings')
    await expect(canvas.getByRole('list', { name: 'Job openings' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByTestId('job-card-skeleton')).toHaveLength(3)
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

/** No openings. */
export const NoOpenings: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('GET', '/api/job-post'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no openings right now. Please check back later.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** The call fails (once): a message and Try again, which loads the openings. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/job-post', 404, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Job openings could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findAllByRole('article')).toHaveLength(4)
  },
}

/** Hostile HTML in a description: the excerpt is plain text, nothing runs. */
export const HostileDescription: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith('GET', '/api/job-post', {
        data: [
          {
            id: 9,
            slug: 'store-assistant',
            job_title: 'Store Assistant',
            job_image: '',
            job_description:
              '<img src=x onerror="window.__jobXss=1"><script>window.__jobXss=2</script><p>Keep the <b>shelves</b> tidy.</p>',
            last_date: '2026-12-31',
          },
        ],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('article')
    await expect(within(card).getByText('Keep the shelves tidy.')).toBeVisible()
    await expect(card.querySelector('img, script, b')).toBeNull()
    await expect((window as unknown as { __jobXss?: number }).__jobXss).toBeUndefined()
  },
}

/** No shop email in the site metadata: Readmore only. */
export const WithoutShopEmail: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/v2/tags', 404))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('article')).toHaveLength(4)
    await expect(canvas.getAllByRole('link', { name: /^Readmore/ })).toHaveLength(4)
    await expect(canvas.queryByRole('link', { name: /Apply by mail/ })).toBeNull()
  },
}

/** A 390 px phone: one card per row, full-width buttons. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findAllByRole('article')
    const [a, b] = cards.map((card) => card.getBoundingClientRect())
    await expect(b?.top).toBeGreaterThanOrEqual(a?.bottom ?? 0)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Loading on a phone. */
export const MobileLoading: Story = {
  globals: mobile,
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/job-post'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('job-card-skeleton')).toHaveLength(3)
  },
}
