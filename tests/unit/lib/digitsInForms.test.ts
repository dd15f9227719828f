/**
 * Bangla digits in the forms' rules (decision 0034): each schema that takes digits checks and
 * sends ASCII digits when Bangla ones were typed, with its English messages unchanged.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { checkoutSchema, EMPTY_CHECKOUT_VALUES, FORM_MESSAGES } from '@/checkout/form'
import { isBdMobile, normalizePhone } from '@/lib/contactFields'
import {
  addressSchema,
  MESSAGES as ACCOUNT_MESSAGES,
  phoneSchema,
  pinSchema,
  profileSchema,
} from '@/components/account/schemas'
import {
  b2bFormSchema,
  contactFormSchema,
  MESSAGES as CONTENT_MESSAGES,
  prescriptionFormSchema,
  stockRequestFormSchema,
} from '@/components/content/schemas'
import { parseWalletAmount } from '@/components/checkout'

const BANGLA_PHONE = '০১৭১১০০০০০০'
const PHONE = '01711000000'

function messages(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value)
  const out: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('account forms', () => {
  it('phone login sends the phone in ASCII digits, trimmed', () => {
    expect(z.parse(phoneSchema, { phone: ` ${BANGLA_PHONE} ` })).toEqual({ phone: PHONE })
    expect(z.parse(phoneSchema, { phone: '০১৭১১000০০০' })).toEqual({ phone: PHONE })
  })

  it('phone login still requires a phone, with the same message', () => {
    expect(messages(phoneSchema, { phone: '  ' })).toEqual({ phone: ACCOUNT_MESSAGES.phoneRequired })
    expect(ACCOUNT_MESSAGES.phoneRequired).toBe('The phone field is required.')
  })

  it('profile and address send the phone in ASCII digits and leave other fields as typed', () => {
    expect(z.parse(profileSchema, { name: 'রহিম ১', email: 'r@example.com', phone: BANGLA_PHONE })).toEqual({
      name: 'রহিম ১',
      email: 'r@example.com',
      phone: PHONE,
    })
    const address = {
      first_name: 'Rahim',
      address_line_one: 'বাড়ি ১২, রোড ৪',
      address_line_tow: '',
      city: 'Dhaka',
      area: 'Mirpur',
      email: '',
      phone: BANGLA_PHONE,
    }
    expect(z.parse(addressSchema, address)).toEqual({ ...address, phone: PHONE })
  })

  it('the PIN rule itself wants ASCII digits: the PIN field converts them as typed', () => {
    expect(messages(pinSchema, { otp: '১২৩৪' })).toEqual({ otp: ACCOUNT_MESSAGES.otpFormat })
    expect(z.parse(pinSchema, { otp: '1234' })).toEqual({ otp: '1234' })
  })
})

describe('content forms', () => {
  it('prescription, contact and B2B forms send phones in ASCII digits, tidied (+880 and spaces dropped)', () => {
    const file = new File([new Uint8Array(10)], 'rx.png', { type: 'image/png' })
    expect(
      z.parse(prescriptionFormSchema, { name: 'K', phone: BANGLA_PHONE, email: 'k@example.com', prescription: file })
        .phone,
    ).toBe(PHONE)
    expect(
      z.parse(contactFormSchema, { name: 'K', email: 'k@example.com', phone: '+৮৮০ ১৭১১-০০০০০০', message: 'Hi' }).phone,
    ).toBe(PHONE)
    expect(
      z.parse(b2bFormSchema, { organization: 'O', name: 'K', phone: BANGLA_PHONE, email: '', address: '' }).phone,
    ).toBe(PHONE)
  })

  it('the stock request sends phone and quantity in ASCII digits (the quantity a number)', () => {
    const typed = { customer_name: 'S', customer_email: '', customer_phone: BANGLA_PHONE, request_quantity: ' ১২ ' }
    expect(z.parse(stockRequestFormSchema, typed)).toEqual({ ...typed, customer_phone: PHONE, request_quantity: 12 })
  })

  it('keeps its messages for what is still wrong after the conversion', () => {
    const typed = { customer_name: 'S', customer_email: '', customer_phone: '০১৭ক', request_quantity: '০' }
    expect(messages(stockRequestFormSchema, typed)).toEqual({
      customer_phone: CONTENT_MESSAGES.phoneInvalid,
      request_quantity: CONTENT_MESSAGES.quantityInvalid,
    })
    expect(CONTENT_MESSAGES.phoneInvalid).toBe('Enter a phone number in digits, e.g. 01711000000.')
    expect(CONTENT_MESSAGES.quantityInvalid).toBe('Enter a whole number of at least 1.')
  })
})

describe('checkout', () => {
  const clock = { today: '2026-12-05', hour: 9 }
  const valid = {
    ...EMPTY_CHECKOUT_VALUES,
    firstname: 'Nusrat Jahan',
    address_line_one: 'House 4, Road 2',
    city: 'Dhaka',
    area: 'Uttara',
  }

  it('tidies a phone typed in Bangla digits into the 11 ASCII digits', () => {
    expect(normalizePhone(BANGLA_PHONE)).toBe(PHONE)
    expect(normalizePhone('+৮৮০ ১৭১১-০০০০০০')).toBe(PHONE)
    expect(isBdMobile(BANGLA_PHONE)).toBe(true)
    expect(isBdMobile('০১৭১১০০০০০')).toBe(false)
  })

  it('sends the phone and the gift recipient phone in ASCII digits', () => {
    const result = checkoutSchema(clock).safeParse({ ...valid, phone: BANGLA_PHONE, g_phone: '০১৮১১০০০০০০' })
    expect(result.success).toBe(true)
    expect(result.data?.phone).toBe(PHONE)
    expect(result.data?.g_phone).toBe('01811000000')
  })

  it('says the same English message for a Bangla number that is too short', () => {
    const result = checkoutSchema(clock).safeParse({ ...valid, phone: '০১৭১১০০০০০' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([FORM_MESSAGES.phoneInvalid])
    expect(FORM_MESSAGES.phoneInvalid).toBe('Enter an 11-digit mobile number starting with 01, e.g. 01712345678.')
  })
})

describe('the wallet amount', () => {
  it('reads an amount typed in Bangla or ASCII digits', () => {
    expect(parseWalletAmount('১২০.৫০')).toBe(120.5)
    expect(parseWalletAmount(' 100 ')).toBe(100)
    expect(parseWalletAmount('.5')).toBe(0.5)
  })

  it('is not a number for anything but a plain decimal (the page refuses it as invalid)', () => {
    for (const typed of ['abc', '0x10', '1e3', '-5', '১২ক', '1.2.3', 'Infinity']) {
      expect(parseWalletAmount(typed)).toBeNaN()
    }
  })
})
