import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { JOB_EXCERPT_LENGTH, JobCard, JobCardSkeleton } from '@/components/content'
import { blocksJob, hostileJob, longTitleJob, pharmacistJob, shortJob } from './jobFixtures'
import { mobile } from './helpers'

/**
 * A job post on Join Our Team: title, a 150-character plain-text excerpt, Readmore and Apply by
 * mail (a mailto: to the shop with the job in the subject; left out when the shop has no email).
 */
const meta = {
  title: 'Components/Content/JobCard',
  component: JobCard,
  tags: ['autodocs'],
  args: { job: pharmacistJob, applyEmail: 'careers@medibazar.test' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>

export default meta
type Story = StoryObj<typeof meta>

/** A long description: plain text, cut at a word within 150 characters, with an ellipsis. */
export const LongDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: pharmacistJob.job_title })).toBeVisible()
    const text = canvasElement.querySelector('p')?.textContent ?? ''
    await expect(text.endsWith('…')).toBe(true)
    await expect(text.length).toBeLessThanOrEqual(JOB_EXCERPT_LENGTH + 1)
    await expect(text).not.toMatch(/[<>]/)
    await expect(canvasElement.querySelector('ul, h4')).toBeNull()
    await expect(canvas.getByRole('link', { name: `Readmore about ${pharmacistJob.job_title}` })).toHaveAttribute(
      'href',
      '/job-details/registered-pharmacist',
    )
    await expect(canvas.getByRole('link', { name: `Apply by mail for ${pharmacistJob.job_title}` })).toHaveAttribute(
      'href',
      'mailto:careers@medibazar.test?subject=Application%20for%20Registered%20Pharmacist%20(Grade%20A)',
    )
  },
}

/** A short description is shown whole, without an ellipsis. */
export const ShortDescription: Story = {
  args: { job: shortJob },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deliver orders in Dhanmondi.')).toBeVisible()
  },
}

/** Paragraphs, line breaks and list items are separated by a space in the excerpt. */
export const BlocksSeparated: Story = {
  args: { job: blocksJob },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      /^Night shift\. Dhanmondi branch\. Call us today B\.Pharm Registered$/,
    )
  },
}

/** Readmore opens the job's page. */
export const OpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: /^Readmore/ }))
    await expect(canvas.getByTestId('current-location')).toHaveTextContent('/job-details/registered-pharmacist')
  },
}

/** Hostile HTML: the excerpt is text only and nothing runs. */
export const HostileDescription: Story = {
  args: { job: hostileJob },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keep the shelves tidy. click')).toBeVisible()
    await expect(canvasElement.querySelector('img, script, b, [onclick]')).toBeNull()
    await expect((window as unknown as { __jobXss?: number }).__jobXss).toBeUndefined()
  },
}

/** No shop email: only Readmore. */
export const WithoutApplyEmail: Story = {
  args: { applyEmail: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /^Readmore/ })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Apply by mail/ })).toBeNull()
  },
}

/** A very long title wraps inside the card. */
export const LongTitle: Story = {
  args: { job: longTitleJob },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
  },
}

/** Under a section heading, the title is an h3. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible()
  },
}

/** Loading placeholder: hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <JobCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('job-card-skeleton')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** A 390 px phone: the two links share the row, each at least 44 px tall. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
  },
}
