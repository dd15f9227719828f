import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router-dom'
import { expect, fn, userEvent, within } from 'storybook/test'
import { answerWith } from '@mocks/faults'
import { AppLayout } from '@/app/AppLayout'
import { RouteError, ROUTE_ERROR_MESSAGES } from '@/app/RouteError'

/**
 * The route error element (src/app/RouteError.tsx, decision 0031) in a data router, as the app's
 * route table uses it: a page that crashed offers 'Try again' (the route is shown afresh) besides
 * 'Back to the home page'; a page whose code chunk is missing reloads on 'Try again'.
 */
const meta = {
  title: 'Pages/RouteError',
  component: RouteError,
  tags: ['autodocs'],
  args: { reload: fn() },
  parameters: { ownRouter: true, layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(answerWith('GET', '/api/popup-status', { status: 0 }))
    pageBroken = true
  },
} satisfies Meta<typeof RouteError>

export default meta
type Story = StoryObj<typeof meta>

const TITLE = 'Sorry, this page could not be shown'

/** Whether the story's page throws while rendering; the play function mends it. */
let pageBroken = true

function FlakyPage() {
  if (pageBroken) throw new Error('The page broke while rendering')
  return <h1>The page after all</h1>
}

/** The app's route table in miniature: the shell, and inside it the page with its error element. */
function AppWithPage({ page, reload }: { page: RouteObject; reload: () => void }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <AppLayout />,
          errorElement: <RouteError reload={reload} />,
          children: [{ errorElement: <RouteError reload={reload} />, children: [page] }],
        },
      ],
      { initialEntries: ['/flaky'] },
    ),
  )
  return <RouterProvider router={router} />
}

/**
 * A page that crashed while rendering, inside the shell (header and footer stay, one main
 * landmark). 'Try again' once the cause is gone shows the page; it does not reload.
 */
export const CrashedThenTryAgain: Story = {
  render: (args) => <AppWithPage page={{ path: 'flaky', Component: FlakyPage }} reload={args.reload ?? fn()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(canvas.getByText(ROUTE_ERROR_MESSAGES.crashed)).toBeVisible()
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getAllByRole('main')).toHaveLength(1)
    await expect(canvas.getByRole('region', { name: TITLE })).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: TITLE })).getByRole('link', { name: 'Back to the home page' }),
    ).toHaveAttribute('href', '/')

    pageBroken = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The page after all' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: TITLE })).toBeNull()
    await expect(args.reload).not.toHaveBeenCalled()
  },
}

/** A page that still crashes: 'Try again' shows the error page again, the way home stays. */
export const StillCrashing: Story = {
  render: (args) => <AppWithPage page={{ path: 'flaky', Component: FlakyPage }} reload={args.reload ?? fn()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    await expect(args.reload).not.toHaveBeenCalled()
  },
}

/** The page's code chunk is missing (a deploy replaced it): the message says so; 'Try again' reloads. */
export const ChunkMissing: Story = {
  render: (args) => (
    <AppWithPage
      page={{
        path: 'flaky',
        lazy: () =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/Flaky-3f2a.js'),
          ),
      }}
      reload={args.reload ?? fn()}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(ROUTE_ERROR_MESSAGES.chunkMissing)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.reload).toHaveBeenCalledOnce()
  },
}

/** The shell itself failed to render: the error page is the page's main landmark, with both actions. */
export const ShellCrashed: Story = {
  render: (args) => {
    function BrokenShell(): never {
      throw new Error('The shell broke while rendering')
    }
    return (
      <AppWithRoot
        routes={[{ path: '/flaky', Component: BrokenShell, errorElement: <RouteError reload={args.reload ?? fn()} /> }]}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('main', { name: TITLE })).toBeVisible()
    await expect(canvas.queryByRole('banner')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  },
}

function AppWithRoot({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: ['/flaky'] }))
  return <RouterProvider router={router} />
}

/** A route that answers with an error response (a loader's 503): its code in the message, no status text. */
export const ErrorResponse: Story = {
  render: (args) => (
    <AppWithPage
      page={{
        path: 'flaky',
        loader: () => {
          // React Router's way for a loader to answer with an error status (not an Error object).
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw data(null, { status: 503, statusText: 'Service Unavailable' })
        },
        Component: FlakyPage,
      }}
      reload={args.reload ?? fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(canvas.getByText('Something went wrong (error 503).')).toBeVisible()
    await expect(canvas.queryByText(/Service Unavailable/)).toBeNull()
  },
}

/** The same on a Bangla page: the sentence in Bangla, the code in Bangla digits. */
export const ErrorResponseInBangla: Story = {
  ...ErrorResponse,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const message = await canvas.findByText(/৫০৩/)
    await expect(message).toHaveTextContent('কিছু একটা সমস্যা হয়েছে (ত্রুটি ৫০৩)।')
  },
}
