import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PopupAdDialog, type PopupAdDialogProps } from '@/components/home/PopupAd'
import { mobile } from '../layout/support'
import { popupAd } from './fixtures'

/** The dialog open until it asks to close, as the popup machine does; "Open offer" opens it again. */
function Host(props: PopupAdDialogProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <button type="button">Page button</button>
      <p role="status" aria-live="polite">
        Page news
      </p>
      <button type="button" onClick={() => setOpen(true)}>
        Open offer
      </button>
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
/** The dialog element itself (also before the accessibility tree shows it). */
const element = () => document.querySelector<HTMLDialogElement>('dialog[aria-labelledby]')
/** Drawn: opened (a frame after React put it in the page), the focus on its close button. */
const drawn = () => waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus())

/**
 * The popup advertisement (spec 000 s2, s4): the ad image linking to its url in a native `<dialog>`,
 * modal by `aria-modal` and its own keys (decision 0070: `showModal()` restyled the whole page). It
 * asks to close (onClose) on the close button, Escape and a press on the overlay; the focus starts on
 * the close button, stays inside, and goes back where it was on closing; the page behind is under the
 * overlay and does not scroll. When and whether it opens is the popup machine's (Flows/Popup
 * advertisement).
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
    await drawn()
    const panel = within(dialog())
    const image = panel.getByRole('img', { name: 'Special offer' })
    await expect(image.getAttribute('src')).toMatch(/\/uploads\/popup\/popup-offer\.svg$/)
    await expect(image).toHaveAttribute('width', '600')
    await userEvent.click(panel.getByRole('link', { name: 'Special offer' }))
    await gone()
    await expect(within(canvasElement).getByTestId('current-location')).toHaveTextContent('/offers')
  },
}

/** The close button closes it, and the page is back for assistive technologies. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    await drawn()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    const pageButton = within(canvasElement).getByRole('button', { name: 'Page button' })
    await expect(pageButton.closest('[aria-hidden]')).toBeNull()
  },
}

/**
 * While open, only the dialog keeps the focus: Tab goes from the close button to the ad and round
 * again, Shift+Tab the other way; a control of the page behind that takes the focus gives it back
 * to the close button. It says it is modal (`aria-modal`), the page behind is hidden from assistive
 * technologies (`aria-hidden`), and the page does not scroll.
 */
export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    await drawn()
    const close = within(dialog()).getByRole('button', { name: 'Close' })
    const link = within(dialog()).getByRole('link', { name: 'Special offer' })
    await expect(dialog()).toHaveAttribute('aria-modal', 'true')
    // The page behind is hidden from assistive technologies (the controls are found only as hidden),
    // but its live regions (the toasts) and the document's head.
    await expect(within(canvasElement).queryByRole('button', { name: 'Page button' })).toBeNull()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Page news')
    await expect(document.head).not.toHaveAttribute('aria-hidden')
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(link).toHaveFocus()
    for (const control of within(canvasElement).getAllByRole('button', { hidden: true })) {
      if (dialog().contains(control)) continue
      control.focus()
      await expect(control).not.toHaveFocus()
      await expect(close).toHaveFocus()
    }
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden')
  },
}

/** Without a link (an ad with no url), Tab stays on the close button. */
export const FocusStaysWithoutLink: Story = {
  args: { ad: { url: '', image: 'popup-offer.svg' } },
  play: async () => {
    await drawn()
    await expect(within(dialog()).queryByRole('link')).toBeNull()
    await userEvent.tab()
    await expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus()
  },
}

/**
 * Escape (tests/e2e/keyboard.e2e.ts presses the real key): the dialog does not close by itself, it
 * asks its owner (the machine), which closes it.
 */
export const EscapeAsksToClose: Story = {
  play: async ({ args }) => {
    await drawn()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await gone()
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden')
  },
}

/** Closed, the focus goes back to where it was when it opened. */
export const FocusGoesBack: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    await expect(document.querySelector('dialog')).toBeNull()
    const opener = within(canvasElement).getByRole('button', { name: 'Open offer' })
    await userEvent.click(opener)
    await drawn()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(opener).toHaveFocus()
  },
}

/** A press on the overlay closes it; a press on the ad's picture inside it does not. */
export const BackdropClick: Story = {
  args: { ad: { url: '', image: 'popup-offer.svg' } },
  play: async ({ args }) => {
    await drawn()
    // Outside the centred dialog, what is hit is the dialog element (its overlay), not the page.
    await expect(document.elementFromPoint(10, 10)).toBe(element())
    await userEvent.click(within(dialog()).getByRole('img', { name: 'Special offer' }))
    await expect(args.onClose).not.toHaveBeenCalled()
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog(), coords: { clientX: 10, clientY: 10 } })
    await gone()
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** An ad on another site opens in a new tab. */
export const ExternalLink: Story = {
  args: { ad: { url: 'https://partner.example.com/sale', image: 'popup-offer.svg' } },
  play: async () => {
    await drawn()
    const link = within(dialog()).getByRole('link', { name: 'Special offer (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://partner.example.com/sale')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** A phone: the dialog fits the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    await drawn()
    const box = dialog().getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(390)
    await expect(
      within(dialog()).getByRole('button', { name: 'Close' }).getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(box.top)
  },
}
