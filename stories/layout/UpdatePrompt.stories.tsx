import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { UpdatePrompt } from '@/components/layout/UpdatePrompt'
import { showUpdatePrompt } from '@/offline/updatePrompt'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/**
 * What the toast says when a new build has been deployed and its service worker is ready
 * (decision 0033): 'A new version is available' and 'Reload'. The page reloads only when the
 * shopper presses it, never on its own, so a checkout being filled in is never lost.
 */
const meta = {
  title: 'Components/Layout/UpdatePrompt',
  component: UpdatePrompt,
  tags: ['autodocs'],
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

/** Ready: the message and a 'Reload' button that emits the choice. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('A new version is available')).toBeVisible()
    const reload = canvas.getByRole('button', { name: 'Reload' })
    await expect(reload.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(reload)
    await expect(args.onReload).toHaveBeenCalledTimes(1)
  },
}

/** After 'Reload': the button waits (the new version is loading) and cannot be pressed twice. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reloading…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onReload).not.toHaveBeenCalled()
  },
}

/** A 390 px phone: the text and the button fit, the button is a 44 px target. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('A new version is available')).toBeVisible()
    const reload = canvas.getByRole('button', { name: 'Reload' })
    await expect(reload.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(reload.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

const reloadFromToast = fn()

/**
 * As the shop shows it: a toast that stays until the shopper acts (no timer closes it); 'Reload'
 * says it is reloading and calls for the reload once.
 */
export const AsAToast: Story = {
  render: () => (
    <button type="button" onClick={() => showUpdatePrompt(reloadFromToast)}>
      Announce a new version
    </button>
  ),
  play: async ({ canvasElement }) => {
    reloadFromToast.mockClear()
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Announce a new version' }))
    const page = within(canvasElement.ownerDocument.body)
    const reload = await page.findByRole('button', { name: 'Reload' })
    // The toast slides in.
    await waitFor(() => expect(page.getByText('A new version is available')).toBeVisible())
    // Announced twice, shown once.
    await userEvent.click(canvas.getByRole('button', { name: 'Announce a new version' }))
    await waitFor(() => expect(page.getAllByRole('button', { name: 'Reload' })).toHaveLength(1))
    await userEvent.click(reload)
    await expect(reloadFromToast).toHaveBeenCalledTimes(1)
    await expect(await page.findByRole('button', { name: 'Reloading…' })).toBeDisabled()
  },
}
