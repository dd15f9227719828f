import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { JobDetails } from '@/components/content'
import { emptyJob, hostileJob, longTitleJob, pharmacistJob } from './jobFixtures'
import { mobile } from './helpers'

/** A job post's page content: title, deadline (Intl, day month year), sanitised description. */
const meta = {
  title: 'Components/Content/JobDetails',
  component: JobDetails,
  tags: ['autodocs'],
  args: { job: pharmacistJob, applyEmail: 'careers@medibazar.test' },
} satisfies Meta<typeof JobDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The whole post; the shop's h4 sections become h2 under the h1 title. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: pharmacistJob.job_title })).toBeVisible()
    await expect(canvas.getByText('31 December 2026')).toHaveAttribute('datetime', '2026-12-31')
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Requirements',
      'Benefits',
    ])
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('link', { name: 'Apply by mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:careers@medibazar\.test\?subject=/),
    )
    await expect(canvas.getByRole('link', { name: 'All job openings' })).toHaveAttribute('href', '/join-our-team')
  },
}

/** Any heading levels from the shop: their order kept, the first an h2, no level skipped (axe heading-order). */
export const NestedHeadings: Story = {
  args: {
    job: {
      ...pharmacistJob,
      job_description: '<h3>About</h3><p>x</p><h5>Shifts</h5><p>y</p><h1>Apply</h1><h6>Note</h6>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const levels = Array.from(
      canvasElement.querySelectorAll('article h1, article h2, article h3, article h4, article h5, article h6'),
    ).map((h) => `${h.tagName}:${h.textContent}`)
    await expect(levels).toEqual([`H1:${pharmacistJob.job_title}`, 'H2:About', 'H3:Shifts', 'H2:Apply', 'H3:Note'])
    await expect(canvas.getByRole('heading', { level: 2, name: 'Apply' })).toBeVisible()
  },
}

/** Hostile HTML: sanitised; the text stays. */
export const HostileDescription: Story = {
  args: { job: hostileJob },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Keep the/)).toBeVisible()
    await expect(canvasElement.querySelector('script, [onclick], [onerror]')).toBeNull()
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
    await expect(canvas.getByText('click').getAttribute('href') ?? '').not.toMatch(/^javascript:/i)
    await expect((window as unknown as { __jobXss?: number }).__jobXss).toBeUndefined()
  },
}

/** No deadline, no description, no shop email. */
export const Sparse: Story = {
  args: { job: emptyJob, applyEmail: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByText(/Application deadline/)).toBeNull()
    await expect(canvas.getByText('No description was given for this job.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Apply by mail' })).toBeNull()
  },
}

/** A deadline the page cannot read as a date is shown as the shop wrote it. */
export const UnreadableDeadline: Story = {
  args: { job: { ...pharmacistJob, last_date: 'End of December' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Application deadline: End of December')).toBeVisible()
    await expect(canvasElement.querySelector('time')).toBeNull()
  },
}

/** A 390 px phone with a long title. */
export const Mobile: Story = {
  globals: mobile,
  args: { job: longTitleJob },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('31 January 2027')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
