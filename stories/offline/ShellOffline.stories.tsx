import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, waitFor, within } from 'storybook/test'
import { answerWith } from '@mocks/faults'
import { AppLayout } from '@/app/AppLayout'
import { SubmitButton } from '@/components/form'
import { PriceDisplay } from '@/components/PriceDisplay'
import { BACK_ONLINE_MS, ConnectionNotice } from '@/offline/ConnectionNotice'
import { goOffline, goOnline } from './connection'

function ProductAndForm() {
  return (
    <>
      <h1>Napa 500 mg Tablet</h1>
      <PriceDisplay price={12} />
      <form aria-label="Ask about it" onSubmit={(event) => event.preventDefault()}>
        <SubmitButton>Send</SubmitButton>
      </form>
    </>
  )
}

function ShellWithAPage() {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <AppLayout />, children: [{ path: '/', element: <ProductAndForm /> }] }]),
  )
  return <RouterProvider router={router} />
}

/**
 * The shell follows the browser's connection (decision 0033): offline, the notice at the bottom,
 * every price marked as the last known one and forms saying they need a connection; when the
 * connection returns, 'Back online' for a few seconds, then nothing.
 */
const meta = {
  title: 'Pages/Shell/Offline',
  component: ConnectionNotice,
  parameters: { layout: 'fullscreen', ownRouter: true, chromatic: { disableSnapshot: true } },
  args: { online: true },
  beforeEach({ msw }) {
    msw.use(answerWith('GET', '/api/popup-status', { status: 0 }))
    return goOnline
  },
  render: () => <ShellWithAPage />,
} satisfies Meta<typeof ConnectionNotice>

export default meta
type Story = StoryObj<typeof meta>

/** Online, offline, back online, then quiet again. */
export const ConnectionDropsAndReturns: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    const notice = () =>
      canvas.getAllByRole('status').find((region) => /offline|online/i.test(region.textContent ?? ''))

    await step('online: no notice, prices and forms as usual', async () => {
      await expect(notice()).toBeUndefined()
      await expect(canvas.queryByText(/may be out of date/)).toBeNull()
      await expect(canvas.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled')
    })

    await step('offline: the notice, the last known price, the form waits', async () => {
      goOffline()
      await waitFor(() => expect(notice()).toHaveTextContent(/^You are offline\./))
      await expect(canvas.getByText('Last known price: may be out of date')).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true')
    })

    await step('back online: "Back online", then nothing', async () => {
      goOnline()
      await waitFor(() => expect(notice()).toHaveTextContent(/^Back online\.$/))
      await expect(canvas.queryByText(/may be out of date/)).toBeNull()
      await expect(canvas.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled')
      await waitFor(() => expect(notice()).toBeUndefined(), { timeout: BACK_ONLINE_MS + 2000 })
    })
  },
}

/** Offline on a 390 px phone: the notice above the bottom bar. */
export const OfflineMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Napa 500 mg Tablet' })).toBeVisible()
    goOffline()
    const text = await canvas.findByText('You are offline.')
    await expect(text).toBeVisible()
    const bar = canvas.getByRole('navigation', { name: 'Shortcuts' })
    await expect(text.closest('p')?.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top)
  },
}
