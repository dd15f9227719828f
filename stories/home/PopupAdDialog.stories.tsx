import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PopupAdDialog, type PopupAdDialogProps } from '@/components/home/PopupAd'
import { mobile } from '../layout/support'
import { popupAd } from './fixtures'

/** The dialog open until it asks to close, as the popup machine does. */
function Host(props: PopupAdDialogProps) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button">Page button</button>
      <PopupAdDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </>
  )
}

const dialog = () => within(document.body).getByRole('dialog', { name: 'Special offer' })
const gone = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())

/**
 * The popup advertisement (spec 000 s2, s4): the ad image linking to its url in a modal. It closes
 * on the close button, Escape and a click on the overlay; the focus starts on the close button and
 * stays inside. When and whether it opens is the popup machine's (Flows/Popup advertisement).
 */
const meta = {
  title: 'Components/Home/PopupAdDialog',
  component: PopupAdDialog,
  tags: ['autodocs'],
  render: (args) => <Host {...args} />,
  args: { ad: popupAd, open: true, onClose: fn() },
} satisfies Meta<typeof PopupAdDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Open: the image links to the ad's url; the close button has the focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(dialog())
    const image = panel.getByRole('img', { name: 'Special offer' })
    await expect(image.getAttribute('src')).toMatch(/\/uploads\/popup\/popup-offer\.svg$/)
    await expect(image).toHaveAttribute('width', '600')
    await waitFor(() => expect(panel.getByRole('button', { name: 'Close' })).toHaveFocus())
    await userEvent.click(panel.getByRole('link', { name: 'Special offer' }))
    await gone()
    await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/offers')
  },
}

/** The close button closes it. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** Escape closes it; Tab never leaves it while open. */
export const EscapeAndFocusTrap: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus())
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab()
      await expect(dialog().contains(document.activeElement)).toBe(true)
    }
    await userEvent.keyboard('{Escape}')
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** A click on the overlay closes it. */
export const OverlayClick: Story = {
  play: async ({ args }) => {
    const overlay = within(document.body).getByTestId('popup-ad-overlay')
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 10, clientY: 10 } })
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** An ad on another site opens in a new tab. */
export const ExternalLink: Story = {
  args: { ad: { url: 'https://partner.example.com/sale', image: 'popup-offer.svg' } },
  play: async () => {
    const link = within(dialog()).getByRole('link', { name: 'Special offer (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://partner.example.com/sale')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** A phone: the dialog fits the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    const box = dialog().getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(390)
    await expect(
      within(dialog()).getByRole('button', { name: 'Close' }).getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(box.top)
  },
}
