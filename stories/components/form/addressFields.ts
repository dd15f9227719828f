/** The address fields (AddressFields: Add/Update Address, the checkout's billing form) by their labels. */
import { within } from 'storybook/test'

export function addressFieldsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: 'Full name' }),
    phone: () => canvas.getByRole('textbox', { name: 'Phone' }),
    line1: () => canvas.getByRole('textbox', { name: 'Address line 1' }),
    line2: () => canvas.getByRole('textbox', { name: 'Address line 2 (optional)' }),
    city: () => canvas.getByRole('combobox', { name: 'City' }),
    area: () => canvas.getByRole('combobox', { name: 'Area' }),
    email: () => canvas.getByRole('textbox', { name: 'Email (optional)' }),
  }
}
