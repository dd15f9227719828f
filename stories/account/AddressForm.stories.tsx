import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Area, City } from '@/api/entities'
import { AddressForm, MESSAGES, type AddressFormProps } from '@/components/account'
import { expectFieldError, fill, mobile, validationError } from './support'

const cities: City[] = [
  { id: 1, city_name: 'Dhaka' },
  { id: 2, city_name: 'Chattogram' },
  { id: 3, city_name: 'Sylhet' },
]
const areasOf: Record<string, Area[]> = {
  Dhaka: [
    { id: 11, area_name: 'Dhanmondi', delivery_charge: 0 },
    { id: 12, area_name: 'Gulshan', delivery_charge: 0 },
    { id: 13, area_name: 'Mirpur', delivery_charge: 0 },
  ],
  Chattogram: [
    { id: 21, area_name: 'Agrabad', delivery_charge: 120 },
    { id: 22, area_name: 'Halishahar', delivery_charge: 120 },
  ],
  Sylhet: [],
}

/** The form with a page-like owner: choosing a city shows that city's areas. */
function WithAreas(props: Omit<AddressFormProps, 'areas' | 'onCityChange'> & { onCityChange: (city: string) => void }) {
  const [city, setCity] = useState(props.defaultValues?.city ?? '')
  return (
    <AddressForm
      {...props}
      areas={city ? (areasOf[city] ?? []) : []}
      onCityChange={(next) => {
        setCity(next)
        props.onCityChange(next)
      }}
    />
  )
}

/**
 * Add / update address (spec 001 s2, s5): full name, address line 1 (required), line 2
 * (optional), city, area (of the chosen city: the page loads them with POST /api/area), email and
 * phone. Choosing another city clears the area. Checkout can reuse this form.
 */
const meta = {
  title: 'Components/Account/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  args: { cities, areas: [], onCityChange: fn(), onSubmit: fn(() => Promise.resolve()), onFailure: fn() },
  render: (args) => <WithAreas {...args} />,
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    name: canvas.getByRole('textbox', { name: /Full name/ }),
    phone: canvas.getByRole('textbox', { name: /Phone/ }),
    line1: canvas.getByRole('textbox', { name: /Address line 1/ }),
    line2: canvas.getByRole('textbox', { name: /Address line 2/ }),
    city: canvas.getByRole('combobox', { name: /City/ }),
    area: canvas.getByRole('combobox', { name: /Area/ }),
    email: canvas.getByRole('textbox', { name: /Email/ }),
    submit: canvas.getByRole('button', { name: 'Save Address' }),
  }
}

/** Empty: the area waits for a city. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.area).toBeDisabled()
    await expect(f.area).toHaveAccessibleDescription('Choose a city first.')
    await expect(
      within(f.city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select city', 'Dhaka', 'Chattogram', 'Sylhet'])
    for (const field of [f.name, f.phone, f.line1, f.city, f.area]) await expect(field).toBeRequired()
    await expect(f.line2).not.toBeRequired()
    await expect(f.email).not.toBeRequired()
  },
}

/** Choosing a city asks for its areas and lists them; another city clears the chosen area. */
export const CityThenArea: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await userEvent.selectOptions(f.city, 'Dhaka')
    await expect(args.onCityChange).toHaveBeenLastCalledWith('Dhaka')
    await expect(f.area).toBeEnabled()
    await userEvent.selectOptions(f.area, 'Gulshan')
    await expect(f.area).toHaveValue('Gulshan')
    await userEvent.selectOptions(f.city, 'Chattogram')
    await expect(args.onCityChange).toHaveBeenLastCalledWith('Chattogram')
    await expect(f.area).toHaveValue('')
    await expect(
      within(f.area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select area', 'Agrabad', 'Halishahar'])
  },
}

/** Required fields and a bad email: messages under the fields, focus on the first; nothing sent. */
export const ClientInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.email, 'rahima@')
    await userEvent.click(f.submit)
    await expectFieldError(f.name, MESSAGES.fullNameRequired)
    await expectFieldError(f.phone, MESSAGES.phoneRequired)
    await expectFieldError(f.line1, MESSAGES.addressLineOneRequired)
    await expectFieldError(f.city, MESSAGES.cityRequired)
    await expectFieldError(f.area, MESSAGES.areaRequired)
    await expectFieldError(f.email, MESSAGES.emailInvalid)
    await expect(f.name).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A complete address is handed over once, line 2 and email may stay empty. */
export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement)
    await fill(f.name, 'Rahima Akter')
    await fill(f.phone, '01711000000')
    await fill(f.line1, 'House 8, Road 2')
    await userEvent.selectOptions(f.city, 'Dhaka')
    await userEvent.selectOptions(f.area, 'Mirpur')
    await userEvent.click(f.submit)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Rahima Akter',
      address_line_one: 'House 8, Road 2',
      address_line_tow: '',
      city: 'Dhaka',
      area: 'Mirpur',
      email: '',
      phone: '01711000000',
    })
  },
}

/** Editing: the saved address fills the form, its area selected among the city's areas. */
export const Editing: Story = {
  args: {
    submitLabel: 'Update Address',
    defaultValues: {
      first_name: 'Abdul Karim',
      address_line_one: 'House 5, Lane 3, Agrabad C/A',
      address_line_tow: '',
      city: 'Chattogram',
      area: 'Agrabad',
      email: 'demo@medibazar.test',
      phone: '01819000111',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: /City/ })).toHaveValue('Chattogram')
    await expect(canvas.getByRole('combobox', { name: /Area/ })).toHaveValue('Agrabad')
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Abdul Karim')
    await expect(canvas.getByRole('button', { name: 'Update Address' })).toBeEnabled()
  },
}

/** A saved area the list no longer has stays selectable, so nothing is lost. */
export const UnknownSavedArea: Story = {
  args: { defaultValues: { city: 'Dhaka', area: 'Old Airport Road' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Area/ })).toHaveValue('Old Airport Road')
  },
}

/** The server's 422 under the fields; values kept. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { first_name: 'Rahima', address_line_one: 'House 8', city: 'Dhaka', area: 'Mirpur', phone: '0171' },
    onSubmit: fn(() =>
      Promise.reject(
        validationError({ phone: ['The phone must be 11 digits.'], area: ['The selected area is invalid.'] }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await userEvent.click(f.submit)
    await expectFieldError(f.phone, 'The phone must be 11 digits.')
    await expectFieldError(f.area, 'The selected area is invalid.')
    await expect(f.phone).toHaveFocus()
    await expect(f.line1).toHaveValue('House 8')
  },
}

/** Cities still loading. */
export const CitiesLoading: Story = {
  args: { cities: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Loading cities...' })).toBeInTheDocument()
  },
}

/** Cities failed to load: said under the select. */
export const CitiesFailed: Story = {
  args: { cities: null, citiesFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription(
      'The cities could not be loaded. Reload the page to try again.',
    )
  },
}

/** Areas of the chosen city still loading. */
export const AreasLoading: Story = {
  render: (args) => <AddressForm {...args} defaultValues={{ city: 'Dhaka' }} areas={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Area/ })).toHaveAccessibleDescription(
      'Loading areas...',
    )
  },
}

/** Areas of the chosen city failed to load: said under the select. */
export const AreasFailed: Story = {
  render: (args) => <AddressForm {...args} defaultValues={{ city: 'Dhaka' }} areas={null} areasFailed />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Area/ })).toHaveAccessibleDescription(
      'The areas of this city could not be loaded. Choose the city again to retry.',
    )
  },
}

/** A 390 px phone: one column, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement)
    await expect(f.line1.getBoundingClientRect().top).toBeGreaterThan(f.phone.getBoundingClientRect().top)
    await expect(f.submit.getBoundingClientRect().width).toBeGreaterThan(300)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
