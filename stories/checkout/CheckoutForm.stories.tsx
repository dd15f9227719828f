import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Area, City } from '@/api/entities'
import {
  checkoutSchema,
  EMPTY_CHECKOUT_VALUES,
  FORM_MESSAGES,
  type CheckoutFormInput,
  type CheckoutFormOutput,
} from '@/checkout/form'
import type { CheckoutFormValues } from '@/checkout/payload'
import {
  AdvancePaymentNote,
  CheckoutForm,
  GiftPackNotice,
  MinimumOrderNote,
  PaymentOptions,
  ReturningCustomerPrompt,
} from '@/components/checkout'
import { expectFieldError, mobile } from './support'

const cities: City[] = [
  { id: 1, city_name: 'Dhaka' },
  { id: 2, city_name: 'Chattogram' },
]
const areas: Area[] = [
  { id: 1, area_name: 'Dhanmondi', delivery_charge: 0 },
  { id: 2, area_name: 'Uttara', delivery_charge: 0 },
]
/** A fixed clock: 9 AM on 5 December 2026 in Dhaka (8-12 PM has started). */
const clock = { today: '2026-12-05', hour: 9 }

interface HarnessProps {
  defaults?: Partial<CheckoutFormValues>
  savedAddress?: boolean
  changingAddress?: boolean
  showGift?: boolean
  busy?: boolean
  citiesLoading?: boolean
  citiesFailed?: boolean
  areasFailed?: boolean
  savedAddressFailed?: boolean
  /** The cart is ৳64.00 short of the ৳200.00 minimum: the note, and Place Order held. */
  belowMinimum?: boolean
  onValid: (values: CheckoutFormOutput) => void
  onChangeAddress: (changing: boolean) => void
  onRetry: (what: 'cities' | 'areas' | 'saved address') => void
}

/** The form as the page wires it: react-hook-form with the checkout schema at a fixed clock. */
function Harness({
  defaults,
  savedAddress,
  changingAddress,
  showGift,
  busy = false,
  citiesLoading,
  citiesFailed,
  areasFailed,
  savedAddressFailed,
  belowMinimum = false,
  onValid,
  onChangeAddress,
  onRetry,
}: HarnessProps) {
  const noteId = useId()
  const schema = useMemo(() => checkoutSchema(clock), [])
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CHECKOUT_VALUES, ...defaults },
  })
  return (
    <>
      <ReturningCustomerPrompt loginHref="/user-login?redirect=%2Fcheckout" />
      {belowMinimum && <MinimumOrderNote id={noteId} minimum={200} shortBy={64} />}
      <CheckoutForm
        form={form}
        onSubmit={form.handleSubmit(onValid)}
        choices={{
          cities: citiesLoading || citiesFailed ? null : cities,
          citiesFailed,
          onRetryCities: () => onRetry('cities'),
          areas: areasFailed ? null : areas,
          areasFailed,
          onRetryAreas: () => onRetry('areas'),
        }}
        savedAddress={{
          failed: savedAddressFailed,
          onRetry: () => onRetry('saved address'),
          filled: savedAddress,
          changing: changingAddress,
          onChange: onChangeAddress,
        }}
        clock={clock}
        showGift={showGift}
        aside={
          <>
            <AdvancePaymentNote charge={120} phone="01700-112233" />
            <GiftPackNotice giftPack="Travel Hygiene Kit" />
            <PaymentOptions
              form={form}
              busy={busy}
              canSubmit={!busy && !belowMinimum}
              describedBy={belowMinimum ? noteId : undefined}
            />
          </>
        }
      />
    </>
  )
}

/**
 * The checkout form with its notices and payment block, outside the page (fixed clock: 9 AM in
 * Dhaka on 2026-12-05). The page stories (Pages/Checkout) run it against the mock shop.
 */
const meta = {
  title: 'Components/Checkout/CheckoutForm',
  component: Harness,
  tags: ['autodocs'],
  args: { onValid: fn(), onChangeAddress: fn(), onRetry: fn() },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Delivery time' })).toBeDisabled()
    await expect(canvas.getByText('Choose a delivery date first.')).toBeVisible()
    await expect(canvas.getByRole('note', { name: 'Advance payment' })).toHaveTextContent('৳120.00')
    await expect(canvas.getByRole('link', { name: '01700-112233' })).toHaveAttribute('href', 'tel:01700112233')
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }))
    await expectFieldError(canvas.getByRole('textbox', { name: 'Full name' }), FORM_MESSAGES.fullNameRequired)
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const TodaysSlots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const date = canvas.getByLabelText('Delivery date')
    await expect(date).toHaveAttribute('min', '2026-12-05')
    await userEvent.type(date, '2026-12-05')
    const time = canvas.getByRole('combobox', { name: 'Delivery time' })
    await expect(time).toBeEnabled()
    const disabled = within(time)
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).disabled)
      .map((o) => o.textContent)
    await expect(disabled).toEqual(['12-4 AM', '4-8 AM', '8-12 PM'])
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Nusrat Jahan')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '+880 1812-345678')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), 'House 4')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Dhaka')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Area' }), 'Uttara')
    await userEvent.type(canvas.getByLabelText('Delivery date'), '2026-12-06')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Delivery time' }), '8-12 PM')
    await userEvent.click(canvas.getByRole('radio', { name: 'Online Payment' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        expect.objectContaining({
          firstname: 'Nusrat Jahan',
          phone: '01812345678',
          city: 'Dhaka',
          area: 'Uttara',
          delivery_date: '2026-12-06',
          delivery_time: '8-12 PM',
          payment_type: 'ssl',
          dtls_mail: false,
        }),
        expect.anything(),
      ),
    )
  },
}

export const SavedAddressReadOnly: Story = {
  args: {
    savedAddress: true,
    defaults: {
      firstname: 'Rahima Akter',
      phone: '01711000000',
      address_line_one: 'House 27, Road 9/A',
      city: 'Dhaka',
      area: 'Dhanmondi',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly')
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Change Shipping Address' }))
    await expect(args.onChangeAddress).toHaveBeenCalledWith(true)
  },
}

/** 'Change Shipping Address' ticked: editable, city and area as selects, and how to go back. */
export const ChangingSavedAddress: Story = {
  args: {
    savedAddress: true,
    changingAddress: true,
    defaults: { firstname: 'Rahima Akter', phone: '01711000000', address_line_one: 'Flat 5C, 12 Lake Circus' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const change = canvas.getByRole('checkbox', { name: 'Change Shipping Address' })
    await expect(change).toBeChecked()
    await expect(change).toHaveAccessibleDescription('Untick to use your saved address.')
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).not.toHaveAttribute('readonly')
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeEnabled()
    await userEvent.click(change)
    await expect(args.onChangeAddress).toHaveBeenCalledWith(false)
  },
}

/** The saved address could not be loaded: said above the fields with 'Try again'; the fields stay editable. */
export const SavedAddressFailed: Story = {
  args: { savedAddressFailed: true },
  play: async ({ canvasElement, args }) => {
    const billing = within(within(canvasElement).getByRole('region', { name: 'Billing details' }))
    await expect(billing.getByRole('alert')).toHaveTextContent('Your saved address could not be loaded.')
    await expect(billing.getByRole('textbox', { name: 'Address line 1' })).not.toHaveAttribute('readonly')
    await userEvent.click(billing.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledWith('saved address')
  },
}

/** Cities failed: under the select with 'Try again'. */
export const CitiesFailed: Story = {
  args: { citiesFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const city = canvas.getByRole('combobox', { name: 'City' })
    await expect(city).toHaveAccessibleDescription(expect.stringContaining('The cities could not be loaded.'))
    await expect(city).not.toHaveAttribute('aria-busy')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledWith('cities')
  },
}

/** The chosen city's areas failed: under the area select with 'Try again'. */
export const AreasFailed: Story = {
  args: { areasFailed: true, defaults: { city: 'Dhaka' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Area' })).toHaveAccessibleDescription(
      expect.stringContaining('The areas of this city could not be loaded.'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledWith('areas')
  },
}

export const GiftRecipient: Story = {
  args: { showGift: true },
  play: async ({ canvasElement }) => {
    const gift = within(within(canvasElement).getByRole('region', { name: 'Gift recipient' }))
    await expect(gift.getByRole('textbox', { name: 'Recipient name' })).toBeVisible()
    await expect(gift.getByRole('textbox', { name: 'Recipient address' })).toBeVisible()
  },
}

/**
 * Below the ৳200 minimum: the note says by how much, offers the way back to the shop, and the
 * held Place Order is described by it.
 */
export const HeldBelowMinimum: Story = {
  args: { belowMinimum: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const note = canvas.getByRole('note', { name: 'Minimum order' })
    await expect(note).toHaveTextContent(
      'The minimum order is ৳200.00. Add ৳64.00 more to your cart to place this order.',
    )
    await expect(within(note).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    const button = canvas.getByRole('button', { name: 'Place Order' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      'The minimum order is ৳200.00. Add ৳64.00 more to your cart to place this order.',
    )
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const CitiesLoading: Story = {
  args: { citiesLoading: true },
  play: async ({ canvasElement }) => {
    const city = within(canvasElement).getByRole('combobox', { name: 'City' })
    await expect(within(city).getByRole('option', { name: 'Loading cities...' })).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByRole('textbox', { name: 'Full name' })
    const phone = canvas.getByRole('textbox', { name: 'Phone' })
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
