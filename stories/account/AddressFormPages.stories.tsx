import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failWith, hang } from '@mocks/faults'
import AddAddressPage from '@/pages/account/AddAddressPage'
import UpdateAddressPage from '@/pages/account/UpdateAddressPage'
import { expectToastShown } from '../content/helpers'
import {
  expectFieldError,
  expectLocation,
  fill,
  mobile,
  recordPosts,
  recordToasts,
  signedInDemo,
  type ShownToast,
} from './support'

let added = recordPosts('/api/auth/add-address')
let updated = recordPosts('/api/auth/update-user-address/:id')
let areaCalls = recordPosts('/api/area')
let shown: ShownToast[] = []

/**
 * /add-address and /update-address/{id} on the mock shop. Choosing a city loads its areas (POST
 * /api/area {name}); saving shows 'New Address Added Successful!' or 'Address Update Successful!'
 * and returns to /my-address; a 422 lands under the fields; other failures warn 'Something
 * Wrong!' and keep the input.
 */
const meta = {
  title: 'Pages/AddressForm',
  component: AddAddressPage,
  tags: ['autodocs'],
  parameters: { route: { path: '/add-address', url: '/add-address' }, ...signedInDemo },
  beforeEach({ msw }) {
    added = recordPosts('/api/auth/add-address')
    updated = recordPosts('/api/auth/update-user-address/:id')
    areaCalls = recordPosts('/api/area')
    msw.use(added.handler, updated.handler, areaCalls.handler)
    const toasts = recordToasts()
    shown = toasts.shown
    return toasts.stop
  },
} satisfies Meta<typeof AddAddressPage>

export default meta
type Story = StoryObj<typeof meta>

async function chooseArea(canvasElement: HTMLElement, city: string, area: string) {
  const canvas = within(canvasElement)
  const citySelect = canvas.getByRole('combobox', { name: /City/ })
  await waitFor(() => expect(within(citySelect).getByRole('option', { name: city })).toBeInTheDocument())
  await userEvent.selectOptions(citySelect, city)
  const areaSelect = canvas.getByRole('combobox', { name: /Area/ })
  await waitFor(() => expect(within(areaSelect).getByRole('option', { name: area })).toBeInTheDocument())
  await userEvent.selectOptions(areaSelect, area)
}

/** Add: name, email and phone start from the profile; the city's areas load; saved; back to the list. */
export const Adds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Rahima Akter')
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).toHaveValue('01711000000')
    await fill(canvas.getByRole('textbox', { name: /Address line 1/ }), 'House 14, Road 11, Block E')
    await chooseArea(canvasElement, 'Dhaka', 'Banani')
    await expect(areaCalls.sent).toEqual([{ name: 'Dhaka' }])
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }))
    await expectLocation(canvasElement, '/my-address')
    await expect(added.sent).toEqual([
      {
        first_name: 'Rahima Akter',
        last_name: '',
        email: 'demo@medibazar.test',
        phone: '01711000000',
        city: 'Dhaka',
        area: 'Banani',
        address_line_one: 'House 14, Road 11, Block E',
        address_line_tow: '',
        user_id: 7,
      },
    ])
    await expectToastShown(shown, { type: 'success', text: 'New Address Added Successful!' })
  },
}

/** A server failure: 'Something Wrong!', every input kept, still on the page. */
export const AddFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('POST', '/api/auth/add-address', 500))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas.getByRole('textbox', { name: /Address line 1/ }), 'House 14, Road 11')
    await chooseArea(canvasElement, 'Dhaka', 'Mirpur')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(shown).toContainEqual({ type: 'warning', text: 'Something Wrong!' }))
    await expect(canvas.getByRole('textbox', { name: /Address line 1/ })).toHaveValue('House 14, Road 11')
    await expect(canvas.getByRole('combobox', { name: /Area/ })).toHaveValue('Mirpur')
    await expectLocation(canvasElement, '/add-address')
  },
}

/** The cities failed: said under City with 'Try again'; asked again, they come and the address is saved. */
export const CitiesFailThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('GET', '/api/city', 500, undefined, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const city = canvas.getByRole('combobox', { name: /City/ })
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(expect.stringContaining('The cities could not be loaded.')),
    )
    await fill(canvas.getByRole('textbox', { name: /Address line 1/ }), 'House 14, Road 11')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await chooseArea(canvasElement, 'Dhaka', 'Mirpur')
    await expect(canvas.queryByText('The cities could not be loaded.')).toBeNull()
    await expect(canvas.getByRole('textbox', { name: /Address line 1/ })).toHaveValue('House 14, Road 11')
    await fill(canvas.getByRole('textbox', { name: /Full name/ }), 'Rahima Akter')
    await fill(canvas.getByRole('textbox', { name: /Phone/ }), '01711000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }))
    await expectLocation(canvasElement, '/my-address')
    await expect(added.sent).toEqual([
      expect.objectContaining({ address_line_one: 'House 14, Road 11', city: 'Dhaka', area: 'Mirpur' }),
    ])
  },
}

/** The shop's 422 under the fields. */
export const AddFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith('POST', '/api/auth/add-address', 422, {
        message: 'The given data was invalid.',
        errors: { phone: ['The phone field is required.'], area: ['The selected area is invalid.'] },
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas.getByRole('textbox', { name: /Address line 1/ }), 'House 14')
    await chooseArea(canvasElement, 'Chattogram', 'Agrabad')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }))
    await expectFieldError(canvas.getByRole('combobox', { name: /Area/ }), 'The selected area is invalid.')
    await expectFieldError(canvas.getByRole('textbox', { name: /Phone/ }), 'The phone field is required.')
  },
}

/** The areas call hangs: the area select says so. */
export const AreasLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('POST', '/api/area'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const citySelect = canvas.getByRole('combobox', { name: /City/ })
    await waitFor(() => expect(within(citySelect).getByRole('option', { name: 'Sylhet' })).toBeInTheDocument())
    await userEvent.selectOptions(citySelect, 'Sylhet')
    await expect(canvas.getByRole('combobox', { name: /Area/ })).toHaveAccessibleDescription('Loading areas...')
  },
}

/** Update: the saved Gulshan address fills the form (its area selected once loaded). */
export const Updates: Story = {
  parameters: { route: { path: '/update-address/:id', url: '/update-address/12' } },
  render: () => <UpdateAddressPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const line2 = await canvas.findByRole('textbox', { name: /Address line 2/ })
    await expect(canvas.getByRole('heading', { level: 1, name: 'Update Address' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Rahima Akter')
    await expect(canvas.getByRole('combobox', { name: /City/ })).toHaveValue('Dhaka')
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Area/ })).toHaveValue('Gulshan'))
    await fill(line2, 'Reception, 5th floor')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Address' }))
    await expectLocation(canvasElement, '/my-address')
    await expect(updated.sent).toEqual([
      expect.objectContaining({
        first_name: 'Rahima Akter',
        last_name: '',
        city: 'Dhaka',
        area: 'Gulshan',
        address_line_one: 'Level 5, Navana Tower, 45 Gulshan Avenue',
        address_line_tow: 'Reception, 5th floor',
      }),
    ])
    await expectToastShown(shown, { type: 'success', text: 'Address Update Successful!' })
  },
}

/** An address that does not exist. */
export const UpdateNotFound: Story = {
  parameters: { route: { path: '/update-address/:id', url: '/update-address/999' } },
  render: () => <UpdateAddressPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This address could not be found.', undefined)).toBeVisible()
  },
}

export const UpdateLoading: Story = {
  parameters: { route: { path: '/update-address/:id', url: '/update-address/12' } },
  beforeEach({ msw }) {
    msw.use(hang('GET', '/api/auth/update-get-address/{id}'))
  },
  render: () => <UpdateAddressPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the address...')
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save Address' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
