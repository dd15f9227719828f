import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SortSelect } from '@/components/catalogue'

/** 'Sort by' with the spec's values (default, price_asc, price_desc, latest, popular) under readable labels. */
const meta = {
  title: 'Components/Catalogue/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { value: 'default', onChange: fn() },
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

/** Choosing a label emits its value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' })
    const options = within(select).getAllByRole('option')
    await expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['default', 'Default'],
      ['price_asc', 'Price: low to high'],
      ['price_desc', 'Price: high to low'],
      ['latest', 'Newest first'],
      ['popular', 'Most popular'],
    ])
    await userEvent.selectOptions(select, 'Most popular')
    await expect(args.onChange).toHaveBeenCalledWith('popular')
  },
}

/** The current sort from the URL is selected. */
export const PriceHighToLow: Story = {
  args: { value: 'price_desc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc')
  },
}

/** Disabled: nothing is emitted. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' })
    await expect(select).toBeDisabled()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
