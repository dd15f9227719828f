import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import AddressesPage from '@/pages/account/AddressesPage'
import { mobile, recordPosts, recordToasts, signedInDemo, signedInFresh, type ShownToast } from './support'

let activations = recordPosts('/api/auth/update-address/:id')
let removals = recordPosts('/api/auth/remove-address/:id')
let shown: ShownToast[] = []

/**
 * /my-address on the mock shop: the demo customer's three addresses (Dhanmondi active). Active
 * Address and Delete (after 'Are you sure to delete Address ?') reload the list; failures warn
 * 'Something Wrong!'.
 */
const meta = {
  title: 'Pages/ManageAddress',
  component: AddressesPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/my-address', url: '/my-address' }, ...signedInDemo },
  beforeEach({ msw }) {
    activations = recordPosts('/api/auth/update-address/:id')
    removals = recordPosts('/api/auth/remove-address/:id')
    msw.use(activations.handler, removals.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof AddressesPage>

export default meta
type Story = StoryObj<typeof meta>

async function cardOf(canvasElement: HTMLElement, line: string): Promise<HTMLElement> {
  const text = await within(canvasElement).findByText(line, undefined)
  return text.closest('li') as HTMLElement
}

const GULSHAN = 'Level 5, Navana Tower, 45 Gulshan Avenue'
const AGRABAD = 'House 5, Lane 3, Agrabad C/A'

/** The list; Add New Address beside the heading. */
export const Addresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await cardOf(canvasElement, GULSHAN)
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    await expect(canvas.getByText('Active address')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/add-address')
    await expect(canvas.getByRole('link', { name: 'Manage Address' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Active Address on Gulshan: the toast, and Gulshan is now the active one. */
export const Activate: Story = {
  play: async ({ canvasElement }) => {
    const gulshan = await cardOf(canvasElement, GULSHAN)
    await userEvent.click(within(gulshan).getByRole('button', { name: /Active Address/ }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'success', text: 'Address Active Successful!' }))
    await waitFor(async () =>
      expect(within(await cardOf(canvasElement, GULSHAN)).getByText('Active address')).toBeVisible(),
    )
    await expect(activations.sent).toHaveLength(1)
  },
}

/** Delete after confirming: the toast, and the address is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const agrabad = await cardOf(canvasElement, AGRABAD)
    await userEvent.click(within(agrabad).getByRole('button', { name: /Delete/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure to delete Address ?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'success', text: 'Address Deleted Successful!' }))
    await waitFor(() => expect(within(canvasElement).queryByText(AGRABAD)).toBeNull())
    await expect(removals.sent).toHaveLength(1)
  },
}

/** Answering No sends nothing and keeps the address. */
export const DeleteDeclined: Story = {
  play: async ({ canvasElement }) => {
    const agrabad = await cardOf(canvasElement, AGRABAD)
    await userEvent.click(within(agrabad).getByRole('button', { name: /Delete/ }))
    const dialog = await within(document.body).findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }))
    await expect(removals.sent).toHaveLength(0)
    await expect(within(canvasElement).getByText(AGRABAD)).toBeVisible()
  },
}

/** A failed action: 'Something Wrong!'; the list as it was. */
export const ActionFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/auth/update-address/{id}', 500))
  },
  play: async ({ canvasElement }) => {
    const gulshan = await cardOf(canvasElement, GULSHAN)
    await userEvent.click(within(gulshan).getByRole('button', { name: /Active Address/ }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(within(gulshan).queryByText('Active address')).toBeNull()
    await expect(within(gulshan).getByRole('button', { name: /Active Address/ })).toBeEnabled()
  },
}

/** No addresses yet. */
export const Empty: Story = {
  parameters: signedInFresh,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no saved addresses yet.', undefined)).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/user-address/{customerId}'))
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your addresses...')
  },
}

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/auth/user-address/{customerId}', 404))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', undefined)).toHaveTextContent(
      'Your addresses could not be loaded.',
    )
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, GULSHAN)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
