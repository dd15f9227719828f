import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ROUTE_ERROR_MESSAGES } from '@/app/RouteError'
import { RouteErrorView } from '@/components/layout/RouteErrorView'
import { mobile } from './support'

/**
 * The page shown when a route failed to load or to show (decision 0031): what happened,
 * 'Try again' and 'Back to the home page'. Inside the shell it is a section of the shell's main;
 * when the shell itself failed it is the page's main landmark.
 */
const meta = {
  title: 'Components/Layout/RouteErrorView',
  component: RouteErrorView,
  tags: ['autodocs'],
  args: { message: ROUTE_ERROR_MESSAGES.crashed, onRetry: fn() },
} satisfies Meta<typeof RouteErrorView>

export default meta
type Story = StoryObj<typeof meta>

const TITLE = 'Sorry, this page could not be shown'

/** A page that crashed, inside the shell: a titled section, 'Try again' emits onRetry, home is a link. */
export const Crashed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const section = canvas.getByRole('region', { name: TITLE })
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(within(section).getByText('Something went wrong.')).toBeVisible()
    await expect(canvas.queryByRole('main')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The page's code could not be loaded (the shop was updated): the message says what 'Try again' does. */
export const ChunkMissing: Story = {
  args: { message: ROUTE_ERROR_MESSAGES.chunkMissing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(/The shop may have just been updated: try again to load the newest version/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The shell itself failed: the view is the page's main landmark. */
export const AsMainLandmark: Story = {
  args: { landmark: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main', { name: TITLE })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** On a phone: the two actions wrap and stay at least 44 px tall. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const control of [
      canvas.getByRole('button', { name: 'Try again' }),
      canvas.getByRole('link', { name: 'Back to the home page' }),
    ]) {
      await expect(control).toBeVisible()
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
