/**
 * The checkout form's client rules (spec 001 s2, s5), zod/mini. Required: full name, address line
 * 1, city, area, phone. The phone must be a Bangladeshi mobile number (the original declares
 * length 11 without enforcing it). The delivery date cannot be before the shop's today, and a
 * slot of today cannot have started. The server stays the judge: its 422s land under the same
 * fields (the field names are the payload's).
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { z } from 'zod/mini'
import { PAYMENT_TYPES } from '@/api/checkout'
import { emailField, nameField, phoneField } from '@/lib/contactFields'
import type { CheckoutFormValues } from './payload'
import { isBeforeToday, isSlotDisabled, slotByLabel, type ShopClock } from '@/lib/deliverySlots'

export const FORM_MESSAGES = englishTexts({
  fullNameRequired: msg`The full name field is required.`,
  addressLineOneRequired: msg`The address line 1 field is required.`,
  cityRequired: msg`The city field is required.`,
  areaRequired: msg`The area field is required.`,
  phoneRequired: msg`The phone field is required.`,
  phoneInvalid: msg`Enter an 11-digit mobile number starting with 01, e.g. 01712345678.`,
  emailInvalid: msg`The email must be a valid email address.`,
  dateBeforeToday: msg`The delivery date cannot be earlier than today.`,
  slotPassed: msg`This delivery time has already started today. Please choose a later one.`,
  slotUnknown: msg`Please choose a delivery time from the list.`,
  giftPhoneInvalid: msg`Enter the recipient’s 11-digit mobile number starting with 01.`,
  giftEmailInvalid: msg`The recipient’s email must be a valid email address.`,
})

const trimmed = () => z.string().check(z.trim())
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))
const optionalEmail = (invalid: string) => emailField({ invalid })
/** A Bangladeshi mobile number (src/lib/contactFields.ts), sent tidied: '+880 1712-345678' as 01712345678. */
const phone = (required: string | undefined, invalid: string) => phoneField({ required, invalid })

/** The rules at the shop's `clock` (today and the current hour decide the date and slot rules). */
export function checkoutSchema(clock: Pick<ShopClock, 'today' | 'hour'>) {
  return z
    .object({
      firstname: nameField(FORM_MESSAGES.fullNameRequired),
      address_line_one: required(FORM_MESSAGES.addressLineOneRequired),
      address_line_tow: trimmed(),
      city: required(FORM_MESSAGES.cityRequired),
      area: required(FORM_MESSAGES.areaRequired),
      phone: phone(FORM_MESSAGES.phoneRequired, FORM_MESSAGES.phoneInvalid),
      email: optionalEmail(FORM_MESSAGES.emailInvalid),
      delivery_date: z.string().check(z.refine((v) => !isBeforeToday(v, clock), FORM_MESSAGES.dateBeforeToday)),
      delivery_time: z.string(),
      order_note: trimmed(),
      g_name: trimmed(),
      g_email: optionalEmail(FORM_MESSAGES.giftEmailInvalid),
      g_phone: phone(undefined, FORM_MESSAGES.giftPhoneInvalid),
      g_address: trimmed(),
      payment_type: z.enum(PAYMENT_TYPES),
      dtls_mail: z.boolean(),
    })
    .check(
      z.refine(
        (v) => {
          if (v.delivery_date === '' || v.delivery_time === '') return true
          const slot = slotByLabel(v.delivery_time)
          return slot !== undefined
        },
        { message: FORM_MESSAGES.slotUnknown, path: ['delivery_time'] },
      ),
      z.refine(
        (v) => {
          const slot = slotByLabel(v.delivery_time)
          if (v.delivery_date === '' || !slot) return true
          return !isSlotDisabled(slot, v.delivery_date, clock)
        },
        { message: FORM_MESSAGES.slotPassed, path: ['delivery_time'] },
      ),
    )
}

export type CheckoutSchema = ReturnType<typeof checkoutSchema>
export type CheckoutFormInput = z.input<CheckoutSchema>
export type CheckoutFormOutput = z.output<CheckoutSchema>

/** The billing address fields, in their order on screen (what a saved address fills). */
export const ADDRESS_FIELDS = [
  'firstname',
  'address_line_one',
  'address_line_tow',
  'city',
  'area',
  'phone',
  'email',
] as const satisfies ReadonlyArray<keyof CheckoutFormValues>

/** The form's fields in their order on screen: 422 messages go under these, the first gets focus. */
export const CHECKOUT_FIELDS = [
  ...ADDRESS_FIELDS,
  'delivery_date',
  'delivery_time',
  'order_note',
  'g_name',
  'g_email',
  'g_phone',
  'g_address',
] as const satisfies ReadonlyArray<keyof CheckoutFormValues>

export const EMPTY_CHECKOUT_VALUES: CheckoutFormValues = {
  firstname: '',
  address_line_one: '',
  address_line_tow: '',
  city: '',
  area: '',
  phone: '',
  email: '',
  delivery_date: '',
  delivery_time: '',
  order_note: '',
  g_name: '',
  g_email: '',
  g_phone: '',
  g_address: '',
  payment_type: 'cod',
  dtls_mail: false,
}
