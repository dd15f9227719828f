/**
 * Client-side rules of the account forms (zod/mini, explicit messages in the server's wording so
 * a client and a server message read alike). The server stays the judge: its 422 messages land
 * under the same fields.
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { z } from 'zod/mini'
import { emailField, nameField, phoneField } from '@/lib/contactFields'

export const MESSAGES = englishTexts({
  nameRequired: msg`The name field is required.`,
  fullNameRequired: msg`The full name field is required.`,
  emailRequired: msg`The email field is required.`,
  emailInvalid: msg`The email must be a valid email address.`,
  passwordRequired: msg`The password field is required.`,
  confirmationRequired: msg`The password confirmation field is required.`,
  confirmationMismatch: msg`The password confirmation does not match.`,
  phoneRequired: msg`The phone field is required.`,
  otpRequired: msg`The OTP field is required.`,
  otpFormat: msg`The OTP must be 4 digits.`,
  reasonRequired: msg`The reason field is required.`,
  addressLineOneRequired: msg`The address line 1 field is required.`,
  cityRequired: msg`The city field is required.`,
  areaRequired: msg`The area field is required.`,
  photoRequired: msg`Please choose a photo.`,
})

const trimmed = () => z.string().check(z.trim())
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))
const requiredEmail = () => emailField({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid })
const optionalEmail = () => emailField({ invalid: MESSAGES.emailInvalid })
/**
 * A phone (src/lib/contactFields.ts: Bangla digits made ASCII, decision 0034): required; its
 * 11 digits are the server's rule here (spec 001 s5), whose 422 message shows under the field.
 */
const phone = () => phoneField({ required: MESSAGES.phoneRequired })
/** Passwords are sent as typed: spaces count. */
const password = (message: string) => z.string().check(z.minLength(1, message))

export const loginSchema = z.object({
  email: requiredEmail(),
  password: password(MESSAGES.passwordRequired),
})
export type LoginValues = z.input<typeof loginSchema>

export const registrationSchema = z
  .object({
    name: nameField(MESSAGES.nameRequired),
    email: requiredEmail(),
    password: password(MESSAGES.passwordRequired),
    password_confirmation: password(MESSAGES.confirmationRequired),
  })
  .check(
    z.refine((v) => v.password_confirmation === '' || v.password === v.password_confirmation, {
      message: MESSAGES.confirmationMismatch,
      path: ['password_confirmation'],
    }),
  )
export type RegistrationValues = z.input<typeof registrationSchema>

export const forgotPasswordSchema = z.object({ email: requiredEmail() })
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    password: password(MESSAGES.passwordRequired),
    password_confirmation: password(MESSAGES.confirmationRequired),
  })
  .check(
    z.refine((v) => v.password_confirmation === '' || v.password === v.password_confirmation, {
      message: MESSAGES.confirmationMismatch,
      path: ['password_confirmation'],
    }),
  )
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>

/** The phone is sent tidied (its digits ASCII); its 11 digits are the server's rule (spec 001 s5). */
export const phoneSchema = z.object({ phone: phone() })
export type PhoneValues = z.input<typeof phoneSchema>

export const pinSchema = z.object({
  otp: z.string().check(z.trim(), z.minLength(1, MESSAGES.otpRequired), z.regex(/^\d{4}$/, MESSAGES.otpFormat)),
})
export type PinValues = z.input<typeof pinSchema>

export const profileSchema = z.object({
  name: nameField(MESSAGES.nameRequired),
  email: requiredEmail(),
  phone: phone(),
})
export type ProfileValues = z.input<typeof profileSchema>

export const cancelOrderSchema = z.object({ reason: required(MESSAGES.reasonRequired) })
export type CancelOrderValues = z.input<typeof cancelOrderSchema>

/** The address form (spec 001 s2, s5): full name, line 1, city, area and phone are required. */
export const addressSchema = z.object({
  first_name: nameField(MESSAGES.fullNameRequired),
  address_line_one: required(MESSAGES.addressLineOneRequired),
  address_line_tow: trimmed(),
  city: required(MESSAGES.cityRequired),
  area: required(MESSAGES.areaRequired),
  email: optionalEmail(),
  phone: phone(),
})
export type AddressValues = z.input<typeof addressSchema>
export type AddressOutput = z.output<typeof addressSchema>
/** The address fields in their order on screen (the first one in error gets focus). */
export const ADDRESS_FIELDS = [
  'first_name',
  'phone',
  'address_line_one',
  'address_line_tow',
  'city',
  'area',
  'email',
] as const satisfies ReadonlyArray<keyof AddressValues>
