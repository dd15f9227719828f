import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  MESSAGES,
  b2bFormSchema,
  contactFormSchema,
  prescriptionFormSchema,
  stockRequestFormSchema,
} from '@/components/content/schemas'

/** The first message of each field, as the form shows them. */
function errorsOf(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    out[key] ??= issue.message
  }
  return out
}

const png = (size = 100) => new File([new Uint8Array(size)], 'rx.png', { type: 'image/png' })

describe('prescription form', () => {
  const valid = { name: ' Karim ', phone: '01712345678', email: 'karim@example.com', prescription: png() }

  it('passes trimmed values and the File through', () => {
    const parsed = z.parse(prescriptionFormSchema, valid)
    expect(parsed).toEqual({ ...valid, name: 'Karim' })
    expect(parsed.prescription).toBe(valid.prescription)
  })

  it('requires every field, the file included', () => {
    expect(errorsOf(prescriptionFormSchema, { name: '', phone: ' ', email: '', prescription: null })).toEqual({
      name: MESSAGES.name,
      phone: MESSAGES.phoneRequired,
      email: MESSAGES.emailRequired,
      prescription: MESSAGES.prescriptionRequired,
    })
  })

  it('refuses a file of another type or over 5 MB before anything is sent', () => {
    const word = new File(['x'], 'rx.docx', { type: 'application/msword' })
    expect(errorsOf(prescriptionFormSchema, { ...valid, prescription: word }).prescription).toMatch(
      /cannot be uploaded/,
    )
    expect(errorsOf(prescriptionFormSchema, { ...valid, prescription: png(5 * 1024 * 1024 + 1) }).prescription).toMatch(
      /largest file you can upload is 5 MB/,
    )
  })
})

describe('contact form', () => {
  const valid = { name: 'Nusrat', email: 'n@example.com', phone: '01812345678', message: 'Hello' }

  it('accepts a complete message', () => {
    expect(errorsOf(contactFormSchema, valid)).toEqual({})
  })

  it('requires all four fields; whitespace is empty', () => {
    expect(errorsOf(contactFormSchema, { name: ' ', email: '', phone: '', message: '\n ' })).toEqual({
      name: MESSAGES.name,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      message: MESSAGES.message,
    })
  })

  it('wants a Bangladeshi mobile number (the shop’s one phone rule: spaces, dashes and +880 allowed)', () => {
    for (const phone of ['01812345678', '+8801812345678', '01812-345678', '+880 1812 345678', '(01812) 345.678']) {
      expect(errorsOf(contactFormSchema, { ...valid, phone })).toEqual({})
    }
    for (const phone of ['0181234567a', 'call me', '9612345', '0181234567', '018123456789', '02812345678', '--', '+']) {
      expect(errorsOf(contactFormSchema, { ...valid, phone }).phone).toBe(MESSAGES.phoneInvalid)
    }
  })

  it('wants a valid email address', () => {
    for (const email of ['n@example', 'n example.com', '@example.com']) {
      expect(errorsOf(contactFormSchema, { ...valid, email }).email).toBe(MESSAGES.emailInvalid)
    }
  })
})

describe('stock request form', () => {
  const valid = { customer_name: 'Shakil', customer_email: '', customer_phone: '01912345678', request_quantity: '3' }

  it('turns the quantity into a number; the email may be empty', () => {
    expect(z.parse(stockRequestFormSchema, valid)).toEqual({ ...valid, request_quantity: 3 })
  })

  it('requires name, phone and quantity', () => {
    expect(
      errorsOf(stockRequestFormSchema, {
        customer_name: '',
        customer_email: '',
        customer_phone: '',
        request_quantity: '',
      }),
    ).toEqual({
      customer_name: MESSAGES.name,
      customer_phone: MESSAGES.phoneRequired,
      request_quantity: MESSAGES.quantityRequired,
    })
  })

  it('wants a whole number of at least 1', () => {
    for (const q of ['0', '-1', '2.5', '1e3', 'two']) {
      expect(errorsOf(stockRequestFormSchema, { ...valid, request_quantity: q }).request_quantity).toBe(
        MESSAGES.quantityInvalid,
      )
    }
    expect(z.parse(stockRequestFormSchema, { ...valid, request_quantity: ' 12 ' }).request_quantity).toBe(12)
  })

  it('checks an email only when one is given', () => {
    expect(errorsOf(stockRequestFormSchema, { ...valid, customer_email: 'shakil@' }).customer_email).toBe(
      MESSAGES.emailInvalid,
    )
  })
})

describe('B2B registration form', () => {
  it('requires organization, contact person and phone; email and address are optional', () => {
    expect(errorsOf(b2bFormSchema, { organization: '', name: '', phone: '', email: '', address: '' })).toEqual({
      organization: MESSAGES.organization,
      name: MESSAGES.contactPerson,
      phone: MESSAGES.phoneRequired,
    })
    expect(
      z.parse(b2bFormSchema, {
        organization: ' Lazz Pharma ',
        name: 'F',
        phone: '01512345678',
        email: '',
        address: ' ',
      }),
    ).toEqual({ organization: 'Lazz Pharma', name: 'F', phone: '01512345678', email: '', address: '' })
  })
})
