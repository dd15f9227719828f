import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { z } from 'zod/mini'
import { ContactFields, type ContactFieldSpec } from '@/components/form'
import { emailField, nameField, phoneField } from '@/lib/contactFields'

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const

const MESSAGES = {
  name: 'Enter your name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, e.g. name@example.com.',
  phoneRequired: 'Enter your phone number.',
  phoneInvalid: 'Enter a phone number in digits, e.g. 01711000000.',
}

/** A form of the content forms' kind: name, phone and email (email optional when asked). */
function schemaOf(emailOptional: boolean) {
  return z.object({
    name: nameField(MESSAGES.name),
    phone: phoneField({ required: MESSAGES.phoneRequired, invalid: MESSAGES.phoneInvalid }),
    email: emailField({ required: emailOptional ? undefined : MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid }),
  })
}
type Values = z.input<ReturnType<typeof schemaOf>>
type Output = z.output<ReturnType<typeof schemaOf>>

/** How the form lays the group out: the kind, the form's field and the form's variant. */
type Layout = ReadonlyArray<
  Omit<ContactFieldSpec, 'name' | 'onChange' | 'onBlur' | 'ref' | 'error'> & { name: keyof Values }
>

interface HarnessProps {
  layout: Layout
  emailOptional?: boolean
  onValid: (values: Output) => void
}

/** The group in a form of its own, with a button that validates. */
function Harness({ layout, emailOptional = false, onValid }: HarnessProps) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schemaOf(emailOptional)),
    defaultValues: { name: '', phone: '', email: '' },
  })
  const { errors } = form.formState
  return (
    <form noValidate aria-label="Contact" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <ContactFields
        fields={layout.map(({ name, ...spec }) => ({ ...spec, error: errors[name]?.message, ...form.register(name) }))}
      />
      <button type="submit">Check</button>
    </form>
  )
}

const NAME_PHONE_EMAIL: Layout = [
  { kind: 'name', name: 'name' },
  { kind: 'phone', name: 'phone' },
  { kind: 'email', name: 'email' },
]

/**
 * The shop's contact fields (name, email, phone) of the account, content and checkout forms: each
 * kind with its one input (the phone keypad, autofill), in the form's order, required unless said,
 * with the form's labels. The rules are the form's schema (src/lib/contactFields.ts).
 */
const meta = {
  title: 'Components/Form/ContactFields',
  component: Harness,
  tags: ['autodocs'],
  args: { layout: NAME_PHONE_EMAIL, onValid: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const fieldsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: /^Name/ }),
    phone: () => canvas.getByRole('textbox', { name: /^Phone/ }),
    email: () => canvas.getByRole('textbox', { name: /^Email/ }),
    check: () => canvas.getByRole('button', { name: 'Check' }),
  }
}

/** Empty: in the form's order, all required, each with its input kind. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = fieldsOf(canvasElement)
    await expect(f.canvas.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'name',
      'phone',
      'email',
    ])
    for (const field of [f.name(), f.phone(), f.email()]) await expect(field).toBeRequired()
    await expect(f.name()).toHaveAttribute('autocomplete', 'name')
    await expect(f.phone()).toHaveAttribute('type', 'tel')
    await expect(f.phone()).toHaveAttribute('inputmode', 'tel')
    await expect(f.phone()).toHaveAttribute('autocomplete', 'tel')
    await expect(f.email()).toHaveAttribute('type', 'email')
    await expect(f.email()).toHaveAttribute('autocomplete', 'email')
  },
}

/** The form's variants: another order, its own label, an optional email, a length limit. */
export const Variants: Story = {
  args: {
    emailOptional: true,
    layout: [
      { kind: 'name', name: 'name', label: 'Contact person' },
      { kind: 'email', name: 'email', optional: true },
      { kind: 'phone', name: 'phone', maxLength: 11 },
    ],
  },
  play: async ({ canvasElement }) => {
    const f = fieldsOf(canvasElement)
    const inputs = f.canvas.getAllByRole('textbox')
    await expect(inputs.map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'phone'])
    await expect(f.canvas.getByRole('textbox', { name: /^Contact person/ })).toBeRequired()
    await expect(f.canvas.getByRole('textbox', { name: 'Email (optional)' })).not.toBeRequired()
    await expect(f.phone()).toHaveAttribute('maxlength', '11')
  },
}

/** The form's messages under the fields, invalid and described, focus on the first; nothing emitted. */
export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fieldsOf(canvasElement)
    await userEvent.type(f.phone(), '9612345')
    await userEvent.type(f.email(), 'rahima@')
    await userEvent.click(f.check())
    await waitFor(() => expect(f.name()).toHaveAccessibleDescription(MESSAGES.name))
    await expect(f.name()).toHaveAttribute('aria-invalid', 'true')
    await expect(f.name()).toHaveFocus()
    await expect(f.phone()).toHaveAccessibleDescription(MESSAGES.phoneInvalid)
    await expect(f.email()).toHaveAccessibleDescription(MESSAGES.emailInvalid)
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** Bangla digits and +880 typed: the field keeps them, the form gets 01711000000 (decision 0034). */
export const BanglaPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const f = fieldsOf(canvasElement)
    await userEvent.type(f.name(), ' Rahima ')
    await userEvent.type(f.phone(), '+৮৮০ ১৭১১-০০০০০০')
    await userEvent.type(f.email(), 'rahima@example.com')
    await userEvent.click(f.check())
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { name: 'Rahima', phone: '01711000000', email: 'rahima@example.com' },
        expect.anything(),
      ),
    )
    await expect(f.phone()).toHaveValue('+৮৮০ ১৭১১-০০০০০০')
  },
}

/** A 390 px phone: full-width fields, nothing overflows. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const f = fieldsOf(canvasElement)
    for (const field of [f.name(), f.phone(), f.email()]) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}
