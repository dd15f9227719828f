import { describe, expect, it } from 'vitest'
import { checkoutSchema, EMPTY_CHECKOUT_VALUES, FORM_MESSAGES } from '@/checkout/form'
import { isBdMobile, normalizePhone } from '@/lib/contactFields'
import type { CheckoutFormValues } from '@/checkout/payload'

const clock = { today: '2026-12-05', hour: 9 }
const valid: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_VALUES,
  firstname: 'Nusrat Jahan',
  address_line_one: 'House 4, Road 2',
  city: 'Dhaka',
  area: 'Uttara',
  phone: '01812345678',
}

function errorsOf(values: Partial<CheckoutFormValues>): Record<string, string> {
  const result = checkoutSchema(clock).safeParse({ ...valid, ...values })
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('phone', () => {
  it('accepts 11 digits starting 01, tidied', () => {
    for (const phone of ['01712345678', '017 1234 5678', '01712-345678', '+8801712345678', '8801712345678']) {
      expect(isBdMobile(phone)).toBe(true)
    }
    expect(normalizePhone(' +880 1712-345678 ')).toBe('01712345678')
  })

  it('refuses anything else', () => {
    for (const phone of ['0171234567', '017123456789', '02712345678', '1712345678', '01712abc678', '+441712345678']) {
      expect(isBdMobile(phone)).toBe(false)
    }
  })
})

describe('checkoutSchema', () => {
  it('passes a valid form and sends the tidied phone', () => {
    const result = checkoutSchema(clock).safeParse({ ...valid, phone: '+880 1812-345678' })
    expect(result.success).toBe(true)
    expect(result.data?.phone).toBe('01812345678')
  })

  it('requires full name, address line 1, city, area and phone (and nothing else)', () => {
    expect(errorsOf({ firstname: ' ', address_line_one: '', city: '', area: '', phone: '' })).toEqual({
      firstname: FORM_MESSAGES.fullNameRequired,
      address_line_one: FORM_MESSAGES.addressLineOneRequired,
      city: FORM_MESSAGES.cityRequired,
      area: FORM_MESSAGES.areaRequired,
      phone: FORM_MESSAGES.phoneRequired,
    })
  })

  it('enforces the 11-digit mobile number', () => {
    expect(errorsOf({ phone: '0171234567' })).toEqual({ phone: FORM_MESSAGES.phoneInvalid })
  })

  it('checks an email only when one is given', () => {
    expect(errorsOf({ email: 'nusrat.example.com' })).toEqual({ email: FORM_MESSAGES.emailInvalid })
    expect(errorsOf({ email: '' })).toEqual({})
  })

  it('refuses a delivery date before today (Dhaka)', () => {
    expect(errorsOf({ delivery_date: '2026-12-04' })).toEqual({ delivery_date: FORM_MESSAGES.dateBeforeToday })
    expect(errorsOf({ delivery_date: '2026-12-05' })).toEqual({})
  })

  it('refuses a slot of today that has started, and a slot not in the list', () => {
    expect(errorsOf({ delivery_date: '2026-12-05', delivery_time: '8-12 PM' })).toEqual({
      delivery_time: FORM_MESSAGES.slotPassed,
    })
    expect(errorsOf({ delivery_date: '2026-12-05', delivery_time: '12-4 PM' })).toEqual({})
    expect(errorsOf({ delivery_date: '2026-12-06', delivery_time: '12-4 AM' })).toEqual({})
    expect(errorsOf({ delivery_date: '2026-12-06', delivery_time: 'tonight' })).toEqual({
      delivery_time: FORM_MESSAGES.slotUnknown,
    })
  })

  it('checks the gift recipient phone and email only when given', () => {
    expect(errorsOf({ g_phone: '12345', g_email: 'x@' })).toEqual({
      g_phone: FORM_MESSAGES.giftPhoneInvalid,
      g_email: FORM_MESSAGES.giftEmailInvalid,
    })
    expect(errorsOf({ g_phone: '', g_email: '' })).toEqual({})
  })
})
