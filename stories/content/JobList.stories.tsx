import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { JobList } from '@/components/content'
import { longTitleJob, pharmacistJob, shortJob } from './jobFixtures'
import { mobile } from './helpers'

/** The job openings on Join Our Team: a grid of JobCards, a loading state and an empty state. */
const meta = {
  title: 'Components/Content/JobList',
  component: JobList,
  tags: ['autodocs'],
  args: { jobs: [pharmacistJob, shortJob, longTitleJob], applyEmail: 'careers@medibazar.test' },
} satisfies Meta<typeof JobList>

export default meta
type Story = StoryObj<typeof meta>

/** Three openings side by side on a desktop. */
export const Openings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Job openings' })
    await expect(list).not.toHaveAttribute('aria-busy')
    const cards = within(list).getAllByRole('article')
    await expect(cards).toHaveLength(3)
    const [a, b] = cards.map((card) => card.getBoundingClientRect())
    await expect(b?.top).toBe(a?.top)
  },
}

/** Loading: three placeholders, announced once. */
export const Loading: Story = {
  args: { jobs: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading job openings')
    await expect(canvas.getByRole('list', { name: 'Job openings' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByTestId('job-card-skeleton')).toHaveLength(3)
  },
}

/** No openings. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('There are no openings right now. Please check back later.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** A 390 px phone: one card per row. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement)
      .getAllByRole('article')
      .map((card) => card.getBoundingClientRect())
    await expect(b?.top).toBeGreaterThanOrEqual(a?.bottom ?? 0)
  },
}
