import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AddressList, DELETE_QUESTION } from '@/components/account'
import { demoAddresses, expectLocation, mobile } from './support'

const [dhanmondi, gulshan, agrabad] = demoAddresses as [
  (typeof demoAddresses)[number],
  (typeof demoAddresses)[number],
  (typeof demoAddresses)[number],
]

/**
 * My Address (spec 001 s2): the active address (status 0) highlighted with Edit and Delete; the
 * others with Active Address, Edit and Delete. Delete asks 'Are you sure to delete Address ?' in
 * an accessible dialog (Escape or No keeps the address; focus returns to its Delete button).
 */
const meta = {
  title: 'Components/Account/AddressList',
  component: AddressList,
  tags: ['autodocs'],
  args: { addresses: demoAddresses, onActivate: fn(), onDelete: fn() },
} satisfies Meta<typeof AddressList>

export default meta
type Story = StoryObj<typeof meta>

/** The card of an address, found by its first line (two addresses may carry the same name). */
function card(canvasElement: HTMLElement, line: string): HTMLElement {
  return within(canvasElement).getByText(line).closest('li') as HTMLElement
}
const DHANMONDI = 'House 27, Road 9/A'
const AGRABAD = 'House 5, Lane 3, Agrabad C/A'

/** The active address is marked and offers no 'Active Address'; the others do. */
export const Addresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    const active = within(card(canvasElement, DHANMONDI))
    await expect(active.getByText('Active address')).toBeVisible()
    await expect(active.getByRole('heading', { level: 2, name: 'Rahima Akter' })).toBeVisible()
    await expect(active.getByText('Dhanmondi, Dhaka')).toBeVisible()
    await expect(active.queryByRole('button', { name: /Active Address/ })).toBeNull()
    await expect(active.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', `/update-address/${dhanmondi.id}`)
    await expect(active.getByRole('button', { name: /Delete/ })).toBeEnabled()
    const other = within(card(canvasElement, AGRABAD))
    await expect(other.queryByText('Active address')).toBeNull()
    await expect(
      other.getByRole('button', { name: /^Active Address ?: Abdul Karim, House 5, Lane 3, Agrabad C\/A$/ }),
    ).toBeEnabled()
    // Two addresses of Rahima Akter: their buttons still have different names.
    const deletes = canvas.getAllByRole('button', { name: /^Delete ?: Rahima Akter/ }).map((b) => b.textContent)
    await expect(new Set(deletes).size).toBe(2)
    await expect(other.getByText('Agrabad, Chattogram')).toBeVisible()
    // Highlighted: the active card is drawn differently from the others.
    await expect(getComputedStyle(card(canvasElement, DHANMONDI)).borderTopWidth).not.toBe(
      getComputedStyle(card(canvasElement, AGRABAD)).borderTopWidth,
    )
  },
}

/** 'Active Address' emits the address. */
export const Activate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(card(canvasElement, AGRABAD)).getByRole('button', { name: /Active Address/ }))
    await expect(args.onActivate).toHaveBeenCalledWith(agrabad)
  },
}

/** Delete asks first; Yes emits the address and closes the dialog. */
export const DeleteConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(card(canvasElement, AGRABAD)).getByRole('button', { name: /Delete/ }))
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: DELETE_QUESTION })
    await expect(dialog).toHaveAccessibleDescription(/Abdul Karim: House 5, Lane 3, Agrabad C\/A, Agrabad, Chattogram/)
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
    await expect(args.onDelete).toHaveBeenCalledWith(agrabad)
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}

/** No keeps the address; focus goes back to the Delete button. */
export const DeleteCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const deleteButton = within(card(canvasElement, DHANMONDI)).getByRole('button', { name: /Delete/ })
    await userEvent.click(deleteButton)
    const dialog = await within(document.body).findByRole('dialog', { name: DELETE_QUESTION })
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(args.onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(deleteButton).toHaveFocus())
  },
}

/** Escape closes the dialog too; focus stays inside the dialog while it is open. */
export const DeleteEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(card(canvasElement, DHANMONDI)).getByRole('button', { name: /Delete/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: DELETE_QUESTION })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(dialog.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expect(args.onDelete).not.toHaveBeenCalled()
  },
}

/** While an action runs every button waits; Edit stays a link. */
export const Busy: Story = {
  args: { busyId: gulshan.id },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled()
    await userEvent.click(within(card(canvasElement, AGRABAD)).getByRole('button', { name: /Active Address/ }))
    await expect(args.onActivate).not.toHaveBeenCalled()
    await userEvent.click(within(card(canvasElement, AGRABAD)).getByRole('link', { name: /Edit/ }))
    await expectLocation(canvasElement, `/update-address/${agrabad.id}`)
  },
}

/** One address only (it is the active one). */
export const Single: Story = {
  args: { addresses: [dhanmondi] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1)
    await expect(within(canvasElement).getByText('Active address')).toBeVisible()
  },
}

/** A 390 px phone: one column, 44 px buttons, the dialog fits the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const deleteButton = within(card(canvasElement, AGRABAD)).getByRole('button', { name: /Delete/ })
    await expect(deleteButton.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(deleteButton)
    const dialog = await within(document.body).findByRole('dialog')
    const box = dialog.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.keyboard('{Escape}')
  },
}
