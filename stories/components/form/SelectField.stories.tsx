import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SelectField } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

const cities = [
  { value: 'Dhaka', label: 'Dhaka' },
  { value: 'Chattogram', label: 'Chattogram' },
  { value: 'Sylhet', label: 'Sylhet' },
  { value: 'Khulna', label: 'Khulna (no delivery this week)', disabled: true },
]

/** A labelled select (city, area, delivery time) with an optional empty first choice. */
const meta = {
  title: 'Components/Form/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: { label: 'City', name: 'city', options: cities, placeholder: 'Select city', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: the placeholder is the empty first option; choosing emits onChange. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' })
    await expect(select).toHaveValue('')
    await expect(within(select).getAllByRole('option')).toHaveLength(5)
    await expect(within(select).getByRole('option', { name: 'Select city' })).toHaveValue('')
    await userEvent.selectOptions(select, 'Chattogram')
    await expect(select).toHaveValue('Chattogram')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** A choice made. */
export const Filled: Story = {
  args: { defaultValue: 'Sylhet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveValue('Sylhet')
  },
}

/** A disabled option cannot be chosen. */
export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' })
    await expect(within(select).getByRole('option', { name: 'Khulna (no delivery this week)' })).toBeDisabled()
  },
}

/** Without a placeholder the first option is chosen. */
export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveValue('Dhaka')
  },
}

/** Required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toBeRequired()
  },
}

/** With a hint. */
export const WithHint: Story = {
  args: { hint: 'Delivery is free inside Dhaka.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Delivery is free inside Dhaka.',
    )
  },
}

/** With an error: aria-invalid and aria-describedby. */
export const WithError: Story = {
  args: { required: true, error: 'The city field is required.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAttribute('aria-describedby', `${select.id}-error`)
    await expect(select).toHaveAccessibleDescription('The city field is required.')
  },
}

/** Disabled (e.g. area before a city is chosen). */
export const Disabled: Story = {
  args: { label: 'Area', options: [], placeholder: 'Select area', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Area' })).toBeDisabled()
  },
}

/** A 390 px phone. */
export const Mobile: Story = {
  globals: mobile,
  args: { error: 'The city field is required.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' })
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
