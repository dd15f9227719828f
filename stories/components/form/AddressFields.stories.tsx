import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Area, City } from '@/api/entities'
import {
  ADDRESS_FORM_NAMES,
  addressSchema,
  MESSAGES,
  type AddressOutput,
  type AddressValues,
} from '@/components/account'
import { AddressFields, type AddressFieldsProps } from '@/components/form'
import { addressFieldsOf } from './addressFields'

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

const cities: City[] = [
  { id: 1, city_name: 'Dhaka' },
  { id: 2, city_name: 'Chattogram' },
]
const dhakaAreas: Area[] = [
  { id: 11, area_name: 'Dhanmondi', delivery_charge: 0 },
  { id: 12, area_name: 'Gulshan', delivery_charge: 0 },
]
const saved: AddressValues = {
  first_name: 'Rahima Akter',
  phone: '01711000000',
  address_line_one: 'House 27, Road 9/A',
  address_line_tow: 'Flat 3B',
  city: 'Dhaka',
  area: 'Dhanmondi',
  email: 'demo@medibazar.test',
}
const EMPTY: AddressValues = {
  first_name: '',
  phone: '',
  address_line_one: '',
  address_line_tow: '',
  city: '',
  area: '',
  email: '',
}
type HarnessProps = Omit<AddressFieldsProps<AddressValues, AddressOutput>, 'control' | 'names'> & {
  defaults?: Partial<AddressValues>
  onValid: (values: AddressOutput) => void
}

/** The fields in a form of their own (the account address schema), with a button that validates. */
function Harness({ defaults, onValid, ...fields }: HarnessProps) {
  const form = useForm<AddressValues, unknown, AddressOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...EMPTY, ...defaults },
  })
  return (
    <form noValidate aria-label="Address" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <AddressFields control={form.control} names={ADDRESS_FORM_NAMES} {...fields} />
      <button type="submit">Check address</button>
    </form>
  )
}

/**
 * The address fields shared by Add/Update Address and the checkout's billing form (spec 001 s2):
 * full name, phone, address lines, city, area (of the chosen city), email. The owner passes its
 * form's control and field names, the cities and areas, and wires the retries; read-only for the
 * checkout's saved address.
 */
const meta = {
  title: 'Components/Form/AddressFields',
  component: Harness,
  tags: ['autodocs'],
  args: { cities, areas: [], onCityChange: fn(), onValid: fn() },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** Empty: the required marks, the cities, the area waiting for a city. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    for (const field of [f.name(), f.phone(), f.line1(), f.city(), f.area()]) await expect(field).toBeRequired()
    await expect(f.line2()).not.toBeRequired()
    await expect(f.email()).not.toBeRequired()
    await expect(f.area()).toBeDisabled()
    await expect(f.area()).toHaveAccessibleDescription('Choose a city first.')
    await expect(
      within(f.city())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select city', 'Dhaka', 'Chattogram'])
  },
}

/** Filled (an address being edited); another city clears the area and is emitted. */
export const Filled: Story = {
  args: { defaults: saved, areas: dhakaAreas },
  play: async ({ args, canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(f.name()).toHaveValue('Rahima Akter')
    await expect(f.line2()).toHaveValue('Flat 3B')
    await expect(f.city()).toHaveValue('Dhaka')
    await expect(f.area()).toHaveValue('Dhanmondi')
    await expect(f.area()).not.toHaveAttribute('aria-busy')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Check address' }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith(saved, expect.anything()))
    await userEvent.selectOptions(f.city(), 'Chattogram')
    await expect(args.onCityChange).toHaveBeenCalledWith('Chattogram')
    await expect(f.area()).toHaveValue('')
  },
}

/** The owner's rules fail: each message under its field, focus on the first; nothing emitted. */
export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await userEvent.type(f.email(), 'rahima@')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Check address' }))
    await waitFor(() => expect(f.name()).toHaveAttribute('aria-invalid', 'true'))
    await expect(f.name()).toHaveAccessibleDescription(MESSAGES.fullNameRequired)
    await expect(f.phone()).toHaveAccessibleDescription(MESSAGES.phoneRequired)
    await expect(f.line1()).toHaveAccessibleDescription(MESSAGES.addressLineOneRequired)
    await expect(f.city()).toHaveAccessibleDescription(MESSAGES.cityRequired)
    await expect(f.area()).toHaveAccessibleDescription(`Choose a city first. ${MESSAGES.areaRequired}`)
    await expect(f.email()).toHaveAccessibleDescription(MESSAGES.emailInvalid)
    await expect(f.name()).toHaveFocus()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** Read-only (the checkout's saved address): every field a read-only text box, city and area too. */
export const ReadOnly: Story = {
  args: { defaults: saved, areas: dhakaAreas, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('combobox')).toBeNull()
    for (const label of ['Full name', 'Phone', 'Address line 1', 'Address line 2 (optional)', 'City', 'Area']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute('readonly')
    }
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka')
    await expect(canvas.getByRole('textbox', { name: 'Area' })).toHaveValue('Dhanmondi')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), 'x')
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('House 27, Road 9/A')
  },
}

/** The cities on their way: the select says so and is busy. */
export const LoadingCities: Story = {
  args: { cities: null },
  play: async ({ canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(within(f.city()).getByRole('option', { name: 'Loading cities...' })).toBeInTheDocument()
    await expect(f.city()).toHaveAttribute('aria-busy', 'true')
  },
}

/** The chosen city's areas on their way: the hint says so and the select is busy. */
export const LoadingAreas: Story = {
  args: { defaults: { city: 'Dhaka' }, areas: null },
  play: async ({ canvasElement }) => {
    const area = addressFieldsOf(canvasElement).area()
    await expect(area).toHaveAccessibleDescription('Loading areas...')
    await expect(area).toHaveAttribute('aria-busy', 'true')
  },
}

/** The cities failed: an alert under the select with 'Try again' (emitted). */
export const CitiesFailed: Story = {
  args: { cities: null, citiesFailed: true, onRetryCities: fn() },
  play: async ({ args, canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(f.canvas.getByRole('alert')).toHaveTextContent('The cities could not be loaded.')
    await expect(f.city()).toHaveAccessibleDescription('The cities could not be loaded. Try again')
    await expect(f.city()).not.toHaveAttribute('aria-busy')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetryCities).toHaveBeenCalledOnce()
  },
}

/** Asked again and not answered yet: 'Trying again…', disabled. */
export const CitiesRetrying: Story = {
  args: { cities: null, citiesFailed: true, citiesRetrying: true, onRetryCities: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Trying again…' })
    await expect(button).toBeDisabled()
    await expect(args.onRetryCities).not.toHaveBeenCalled()
  },
}

/** An owner without a retry (the account pages today): the hint says to reload the page. */
export const CitiesFailedNoRetry: Story = {
  args: { cities: null, citiesFailed: true },
  play: async ({ canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(f.city()).toHaveAccessibleDescription('The cities could not be loaded. Reload the page to try again.')
    await expect(f.canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}

/** The areas failed: an alert under the area select with 'Try again' (emitted); the city stays. */
export const AreasFailed: Story = {
  args: { defaults: { city: 'Dhaka', first_name: 'Rahima Akter' }, areas: null, areasFailed: true, onRetryAreas: fn() },
  play: async ({ args, canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(f.area()).toHaveAccessibleDescription('The areas of this city could not be loaded. Try again')
    await expect(f.area()).not.toHaveAttribute('aria-busy')
    await userEvent.click(f.canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetryAreas).toHaveBeenCalledOnce()
    await expect(f.city()).toHaveValue('Dhaka')
    await expect(f.name()).toHaveValue('Rahima Akter')
  },
}

/** A 390 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  args: { defaults: saved, areas: dhakaAreas },
  play: async ({ canvasElement }) => {
    const f = addressFieldsOf(canvasElement)
    await expect(f.phone().getBoundingClientRect().top).toBeGreaterThan(f.name().getBoundingClientRect().bottom)
    await expect(f.area().getBoundingClientRect().top).toBeGreaterThan(f.city().getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A 390 px phone, the cities failed: the message and 'Try again' fit. */
export const MobileCitiesFailed: Story = {
  globals: mobile,
  args: { cities: null, citiesFailed: true, onRetryCities: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
