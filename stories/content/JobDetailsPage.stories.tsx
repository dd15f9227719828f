import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { answerWith, failWith, hang } from '@mocks/faults'
import JobDetailsPage from '@/pages/content/JobDetailsPage'
import { mobile } from './helpers'

const at = (slug: string) => ({ route: { path: '/job-details/:slug', url: `/job-details/${slug}` } })

/**
 * /job-details/{slug} on the mock shop: title, application deadline (an Intl date) and the
 * description as sanitised HTML, with Apply by mail and a way back to all openings.
 */
const meta = {
  title: 'Pages/JobDetails',
  component: JobDetailsPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/job-details/:slug', url: '/job-details/registered-pharmacist' } },
} satisfies Meta<typeof JobDetailsPage>

export default meta
type Story = StoryObj<typeof meta>

/** A job post with a list of requirements. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registered Pharmacist (Grade A)' }),
    ).toBeVisible()
    const deadline = canvas.getByText('31 December 2026')
    await expect(deadline.tagName).toBe('TIME')
    await expect(deadline).toHaveAttribute('datetime', '2026-12-31')
    await expect(deadline.parentElement).toHaveTextContent('Application deadline: 31 December 2026')
    // The shop's h4 sections sit right under the h1 title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible()
    await expect(canvas.getByText('B.Pharm with Pharmacy Council registration')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Apply by mail' })).toHaveAttribute(
      'href',
      'mailto:support@medibazar.test?subject=Application%20for%20Registered%20Pharmacist%20(Grade%20A)',
    )
    await expect(canvas.getByRole('link', { name: 'All job openings' })).toHaveAttribute('href', '/join-our-team')
    await expect(document.title).toBe('Registered Pharmacist (Grade A) | Online Pharmacy')
  },
}

/** A link in the description opens in a new tab, safely. */
export const LinkInDescription: Story = {
  parameters: at('frontend-developer-react'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await canvas.findByRole('link', { name: 'jobs@medibazar.test' })
    await expect(link).toHaveAttribute('href', 'mailto:jobs@medibazar.test')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByText('10 January 2027')).toBeVisible()
  },
}

/** Hostile HTML from the server: scripts and handlers are removed, the text stays. */
export const HostileDescription: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith('GET', '/api/job-details/{slug}', {
        data: {
          id: 9,
          slug: 'registered-pharmacist',
          job_title: 'Store Assistant',
          job_image: '',
          job_description:
            '<p onclick="window.__jobXss=3">Keep the shelves tidy.</p><img src=x onerror="window.__jobXss=1"><script>window.__jobXss=2</script><a href="javascript:window.__jobXss=4">click</a>',
          last_date: '2026-12-31 23:59:00',
        },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Keep the shelves tidy.')).toBeVisible()
    const article = canvas.getByRole('article')
    await expect(article.querySelector('script')).toBeNull()
    await expect(article.querySelector('[onclick], [onerror]')).toBeNull()
    await expect(canvas.getByText('click').getAttribute('href') ?? '').not.toMatch(/^javascript:/i)
    await expect((window as unknown as { __jobXss?: number }).__jobXss).toBeUndefined()
    // A date with a time is still the same calendar day.
    await expect(canvas.getByText('31 December 2026')).toHaveAttribute('datetime', '2026-12-31')
  },
}

/** No deadline and no description given. */
export const SparsePost: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerWith('GET', '/api/job-details/{slug}', {
        data: { id: 10, slug: 'registered-pharmacist', job_title: 'Intern', job_description: null, last_date: null },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Intern' })).toBeVisible()
    await expect(canvas.queryByText(/Application deadline/)).toBeNull()
    await expect(canvas.getByText('No description was given for this job.')).toBeVisible()
  },
}

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/job-details/{slug}'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the job post…')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job details' })).toBeVisible()
  },
}

/** An unknown slug (404): the post may have been filled; a link to all openings. */
export const NotFound: Story = {
  parameters: at('chief-pharmacist'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('This job post was not found. The position may have been filled.')
    await expect(within(alert).getByRole('link', { name: 'See all job openings' })).toHaveAttribute(
      'href',
      '/join-our-team',
    )
  },
}

/** A failure (once): Try again loads the post. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/job-details/{slug}', 403, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The job post could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registered Pharmacist (Grade A)' }),
    ).toBeVisible()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
