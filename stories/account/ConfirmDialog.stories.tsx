import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/account'
import { mobile } from './support'

/** The dialog with the button that opens it, as a list uses it. */
function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Delete address
      </button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />
    </>
  )
}

/**
 * An accessible confirmation (Radix Dialog) used instead of window.confirm: modal, named by its
 * question, focus kept inside, Escape or Cancel closes it, focus returns to the opener.
 */
const meta = {
  title: 'Components/Account/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Are you sure to delete Address ?',
    children: <p>Rahima Akter: House 27, Road 9/A, Dhanmondi, Dhaka</p>,
    confirmLabel: 'Yes, delete',
    cancelLabel: 'No, keep it',
    destructive: true,
    onConfirm: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete address' }))
  return within(document.body).findByRole('dialog', { name: 'Are you sure to delete Address ?' })
}

/** Opened: the question names the dialog, the address describes it; Yes confirms once and closes. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement)
    await expect(dialog).toHaveAccessibleDescription('Rahima Akter: House 27, Road 9/A, Dhanmondi, Dhaka')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
  },
}

/** Cancel and Escape close without confirming; focus returns to the opener. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await open(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    const opener = within(canvasElement).getByRole('button', { name: 'Delete address' })
    await waitFor(() => expect(opener).toHaveFocus())
    dialog = await open(canvasElement)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Without a description the dialog is named by its question only. */
export const QuestionOnly: Story = {
  args: { children: undefined, confirmLabel: 'Yes', cancelLabel: 'Cancel', destructive: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expect(dialog).not.toHaveAttribute('aria-describedby')
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

/** On a phone the dialog fits the screen and its buttons are 44 px high. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    const box = dialog.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    for (const button of within(dialog).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    await userEvent.keyboard('{Escape}')
  },
}
