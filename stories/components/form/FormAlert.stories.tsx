import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FormAlert } from '@/components/form'

const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A message about the whole form: an error is an alert, a success a status. */
const meta = {
  title: 'Components/Form/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  args: { children: 'Something Wrong!' },
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

/** An error: role alert, announced at once. */
export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Something Wrong!')
    await expect(getComputedStyle(alert).color).toBe('rgb(180, 35, 24)')
  },
}

/** A success: role status, announced politely. */
export const SuccessMessage: Story = {
  args: { tone: 'success', children: 'Password Change Successfull!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Password Change Successfull!')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Nothing to say: nothing rendered. */
export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

/** A long message on a 390 px phone wraps. */
export const Mobile: Story = {
  globals: mobile,
  args: { children: 'We do not deliver medicines outside Dhaka! Choose an address inside Dhaka or call us.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
