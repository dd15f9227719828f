import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith } from '@mocks/faults'
import { AppLayout } from '@/app/AppLayout'
import { NavigationProgress } from '@/components/layout/NavigationProgress'
import { mobile } from './support'

/**
 * The slim bar at the top of the window while the next page loads after a click (decision 0032):
 * fixed, so nothing moves; announced politely ('Loading the page'); shown only when loading takes
 * longer than 200 ms, so a quick page change does not flash; a still bar for reduced motion.
 */
const meta = {
  title: 'Components/Layout/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { active: true, delayMs: 0 },
} satisfies Meta<typeof NavigationProgress>

export default meta
type Story = StoryObj<typeof meta>

const LABEL = 'Loading the page'

/** A page is loading: the bar at the very top of the window, its text in a polite live region. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = await canvas.findByRole('progressbar', { name: LABEL })
    await expect(bar).toBeVisible()
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(`${LABEL}…`)
    // Out of the flow at the top: appearing moves nothing.
    await expect(getComputedStyle(status).position).toBe('fixed')
    await expect(bar.getBoundingClientRect().top).toBe(0)
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(4)
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth)
  },
}

/** A phone: the same bar across the whole width, at the very top. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: LABEL })
    await expect(bar.getBoundingClientRect().top).toBe(0)
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth)
  },
}

/** Under reduced motion the bar stands still (no sweep); otherwise it sweeps. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: LABEL })
    const sweep = getComputedStyle(bar, '::before').animationName
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    await expect(sweep === 'none').toBe(reduced)
  },
}

/** Nothing loading: no bar, and the live region is empty (nothing to announce). */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** Loading, but not yet for the delay: nothing shows (a quick page change does not flash); then it does. */
export const AfterTheDelay: Story = {
  args: { active: true, delayMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(await canvas.findByRole('progressbar', { name: LABEL })).toBeVisible()
  },
}

/** A page the story opens by hand: its code "loads" until the play function lets it. */
let releaseSlowPage: () => void = () => undefined
let startPageDelayMs = 0

function slowPage(): Promise<void> {
  return new Promise((resolve) => {
    releaseSlowPage = resolve
  })
}

function AppWithSlowPage() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <AppLayout />,
          children: [
            {
              path: 'start',
              lazy: async () => {
                // The first load takes longer than the bar's delay: it must not show all the same.
                await new Promise((resolve) => setTimeout(resolve, startPageDelayMs))
                return {
                  Component: () => (
                    <>
                      <h1>Start page</h1>
                      <Link to="/slow-page">Open the slow page</Link>
                    </>
                  ),
                }
              },
            },
            {
              path: 'slow-page',
              lazy: async () => {
                await slowPage()
                return { Component: () => <h1>The slow page</h1> }
              },
            },
          ],
        },
      ],
      { initialEntries: ['/start'] },
    ),
  )
  return <RouterProvider router={router} />
}

/**
 * The app's shell with a page whose code takes a while: no bar during the first load, the bar
 * after the click until the page is there, then none.
 */
export const InTheShellAfterAClick: Story = {
  parameters: { ownRouter: true, chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(answerWith('GET', '/api/popup-status', { status: 0 }))
    startPageDelayMs = 600
  },
  render: () => <AppWithSlowPage />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await step('first load: no bar while the first page loads, nor after', async () => {
      const started = Date.now()
      while (!canvas.queryByRole('heading', { name: 'Start page' })) {
        await expect(canvas.queryByRole('progressbar')).toBeNull()
        if (Date.now() - started > 10_000) throw new Error('the start page never loaded')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await new Promise((resolve) => setTimeout(resolve, 400))
      await expect(canvas.queryByRole('progressbar')).toBeNull()
    })
    await step('after a click: the bar until the page has loaded', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Open the slow page' }))
      await expect(await canvas.findByRole('progressbar', { name: LABEL })).toBeVisible()
      // The old page stays while the new one loads.
      await expect(canvas.getByRole('heading', { name: 'Start page' })).toBeVisible()
      releaseSlowPage()
      await expect(await canvas.findByRole('heading', { name: 'The slow page' })).toBeVisible()
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull())
    })
  },
}
