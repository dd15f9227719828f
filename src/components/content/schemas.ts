/**
 * Client rules of the content forms (spec 001 s5), on zod/mini. Field names are the server's, so
 * a 422 lands under the same field. Every message says what to do; the server stays the authority
 * (its 422 messages replace these when it disagrees).
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
import { z } from 'zod/mini'
import { toAsciiDigits } from '@/lib/digits'
import { emailField, nameField, phoneField } from '@/lib/contactFields'
import { fileProblem, PRESCRIPTION_FILE_RULES } from '@/components/form/files'

export const MESSAGES = englishTexts({
  name: msg`Enter your name.`,
  contactPerson: msg`Enter the name of a contact person.`,
  organization: msg`Enter the name of your organization.`,
  emailRequired: msg`Enter your email address.`,
  emailInvalid: msg`Enter a valid email address, e.g. name@example.com.`,
  phoneRequired: msg`Enter your phone number.`,
  phoneInvalid: msg`Enter a phone number in digits, e.g. 01711000000.`,
  message: msg`Write your message.`,
  quantityRequired: msg`Enter the quantity you need.`,
  quantityInvalid: msg`Enter a whole number of at least 1.`,
  prescriptionRequired: msg`Choose a photo or PDF of your prescription.`,
})

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message, abort: true }))

const optionalText = z.string().check(z.trim())

const email = (required: boolean) =>
  emailField({ required: required ? MESSAGES.emailRequired : undefined, invalid: MESSAGES.emailInvalid })

/** Bangla digits typed become ASCII before the checks, and are sent so (decision 0034). */
const asciiDigits = () => z.overwrite(toAsciiDigits)

/** A Bangladeshi mobile number (src/lib/contactFields.ts), sent tidied: '+880 1711-000000' as 01711000000. */
const phone = (required: boolean) =>
  phoneField({ required: required ? MESSAGES.phoneRequired : undefined, invalid: MESSAGES.phoneInvalid })

/** A whole number of at least 1, typed into a numeric text input (its value is a string). */
const quantity = z.pipe(
  z.string().check(
    asciiDigits(),
    z.trim(),
    z.minLength(1, { error: MESSAGES.quantityRequired, abort: true }),
    z.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, { error: MESSAGES.quantityInvalid }),
  ),
  z.transform(Number),
)

/** The chosen prescription: required, of an accepted type, not over the size limit. */
const prescriptionFile = z.pipe(
  z.custom<File | null>((v) => v === null || v instanceof File, { error: MESSAGES.prescriptionRequired }),
  z.transform((file, ctx): File => {
    const problem = file ? fileProblem(file, PRESCRIPTION_FILE_RULES) : MESSAGES.prescriptionRequired
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: file })
      return z.NEVER
    }
    return file as File
  }),
)

export const prescriptionFormSchema = z.object({
  name: nameField(MESSAGES.name),
  phone: phone(true),
  email: email(true),
  prescription: prescriptionFile,
})
export type PrescriptionFormValues = z.input<typeof prescriptionFormSchema>
export type PrescriptionFormOutput = z.output<typeof prescriptionFormSchema>

export const contactFormSchema = z.object({
  name: nameField(MESSAGES.name),
  email: email(true),
  phone: phone(true),
  message: requiredText(MESSAGES.message),
})
export type ContactFormValues = z.input<typeof contactFormSchema>
export type ContactFormOutput = z.output<typeof contactFormSchema>

export const stockRequestFormSchema = z.object({
  customer_name: nameField(MESSAGES.name),
  customer_email: email(false),
  customer_phone: phone(true),
  request_quantity: quantity,
})
export type StockRequestFormValues = z.input<typeof stockRequestFormSchema>
export type StockRequestFormOutput = z.output<typeof stockRequestFormSchema>

export const b2bFormSchema = z.object({
  organization: requiredText(MESSAGES.organization),
  name: nameField(MESSAGES.contactPerson),
  phone: phone(true),
  email: email(false),
  address: optionalText,
})
export type B2BFormValues = z.input<typeof b2bFormSchema>
export type B2BFormOutput = z.output<typeof b2bFormSchema>
