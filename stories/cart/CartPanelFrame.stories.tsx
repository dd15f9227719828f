import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CartPanelFrame } from '@/components/cart/CartPanel/CartPanelFrame'
import { mobile } from './support'

const body = () => within(document.body)
const frame = () => body().getByRole('dialog', { name: 'Cart Item' })
const opener = () => body().getByRole('button', { name: 'Cart' })

/** As the shell: a Cart button opens the frame; closing it unmounts it (onClose). */
function Shell({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      {open && (
        <CartPanelFrame
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

async function openFrame() {
  await userEvent.click(opener())
}

/**
 * The cart panel's frame (decision 0052): drawn in the press that opens the cart panel while the
 * panel's code is still on its way (its first opening). A native dialog 'Cart Item', modal as the
 * panel is (decision 0062), in the panel's place and look: its heading and close button, and a
 * busy skeleton where the lines and totals come. The focus moves to the close button; Escape, the close button and a press outside
 * close it, and the focus goes back to the opener. The panel (CartPanel) takes its place.
 */
const meta = {
  title: 'Components/Cart/CartPanelFrame',
  component: CartPanelFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
  render: (args) => <Shell onClose={args.onClose} />,
} satisfies Meta<typeof CartPanelFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Opened: the heading, the close button with the focus (kept there), busy, no lines yet. */
export const Opened: Story = {
  play: async () => {
    await openFrame()
    const dialog = frame()
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Cart Item' })).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus()
    await expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0)
    const box = dialog.getBoundingClientRect()
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0))
    await expect(box.width).toBe(420)
    // Modal as Radix's panel is (decision 0062): announced so, the page behind hidden from
    // assistive technologies (its Cart button among it), and Tab keeps the focus in it.
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(body().queryByRole('button', { name: 'Cart' })).toBeNull()
    await expect(body().getByText('Cart', { selector: 'button' })).toHaveAttribute('aria-hidden', 'true')
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus()
  },
}

/**
 * The close button, Escape and a press outside the panel (the overlay) close it: onClose, the page
 * shown to assistive technologies again, and the focus back on the opener.
 */
export const ClosedWithTheButtonEscapeOrOutside: Story = {
  play: async ({ args }) => {
    await openFrame()
    await userEvent.click(within(frame()).getByRole('button', { name: 'Close cart' }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await expect(opener()).not.toHaveAttribute('aria-hidden')
    await expect(opener()).toHaveFocus()
    await openFrame()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2))
    await expect(opener()).toHaveFocus()
    await openFrame()
    // Left of the 420 px panel: the overlay.
    await userEvent.pointer({ keys: '[MouseLeft]', target: frame(), coords: { clientX: 20, clientY: 300 } })
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(3))
    await expect(body().queryByRole('dialog')).toBeNull()
  },
}

/** A press inside the frame (its skeleton) does not close it. */
export const PressInside: Story = {
  play: async ({ args }) => {
    await openFrame()
    const heading = within(frame()).getByRole('heading', { name: 'Cart Item' })
    await userEvent.click(heading)
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(frame()).toBeVisible()
  },
}

/** A 390 px phone: the frame covers the screen, as the panel does. */
export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    await openFrame()
    const dialog = frame()
    // Once it has slid in.
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(0, 0))
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth, 0)
  },
}

/** On a Bangla page: its heading and close button in Bangla. */
export const InBangla: Story = {
  globals: { locale: 'bn' },
  play: async () => {
    await openFrame()
    const dialog = body().getByRole('dialog', { name: 'কার্টের পণ্য' })
    await expect(within(dialog).getByRole('button', { name: 'কার্ট বন্ধ করুন' })).toHaveFocus()
  },
}
