/**
 * The shop's contact fields (src/lib/contactFields.ts): one phone rule for every form, each form
 * with its own messages; the account forms leave the number's form to the server.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { checkoutSchema, EMPTY_CHECKOUT_VALUES, FORM_MESSAGES } from '@/checkout/form'
import { MESSAGES as ACCOUNT_MESSAGES, phoneSchema, profileSchema } from '@/components/account/schemas'
import { b2bFormSchema, MESSAGES as CONTENT_MESSAGES } from '@/components/content/schemas'
import { emailField, nameField, phoneField } from '@/lib/contactFields'

function firstMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('phoneField', () => {
  const checked = phoneField({ required: 'required', invalid: 'invalid' })

  it('tidies what it sends: Bangla digits, spaces, dashes, brackets and +880', () => {
    expect(z.parse(checked, ' +৮৮০ (১৭১১) ০০০-০০০ ')).toBe('01711000000')
    expect(z.parse(checked, '01711 000000')).toBe('01711000000')
  })

  it('says required for an empty phone, invalid for anything but a Bangladeshi mobile number', () => {
    expect(firstMessage(checked, '  ')).toBe('required')
    for (const phone of [' - ', '0171100000', '017110000000', '02711000000', '9612345', '+441711000000']) {
      expect(firstMessage(checked, phone)).toBe('invalid')
    }
  })

  it('optional: empty passes, a wrong number does not', () => {
    const optional = phoneField({ invalid: 'invalid' })
    expect(z.parse(optional, '  ')).toBe('')
    expect(firstMessage(optional, '0171')).toBe('invalid')
  })

  it('without an invalid message leaves the number to the server', () => {
    expect(z.parse(phoneField({ required: 'required' }), '১২৩৪৫')).toBe('12345')
  })
})

describe('nameField and emailField', () => {
  it('trim, and say the form’s messages', () => {
    expect(z.parse(nameField('name'), '  Karim ')).toBe('Karim')
    expect(firstMessage(nameField('name'), ' ')).toBe('name')
    const required = emailField({ required: 'required', invalid: 'invalid' })
    expect(firstMessage(required, '')).toBe('required')
    expect(firstMessage(required, 'n@example')).toBe('invalid')
    expect(z.parse(emailField({ invalid: 'invalid' }), ' ')).toBe('')
  })
})

describe('every form: the same phone rule, its own messages', () => {
  const clock = { today: '2026-12-05', hour: 9 }
  const checkout = (phone: string) =>
    checkoutSchema(clock).safeParse({
      ...EMPTY_CHECKOUT_VALUES,
      firstname: 'N',
      address_line_one: 'H',
      city: 'Dhaka',
      area: 'Uttara',
      phone,
    })
  const b2b = (phone: string) =>
    z.safeParse(b2bFormSchema, { organization: 'O', name: 'K', phone, email: '', address: '' })

  it.each(['01812345678', '+880 1812-345678', '০১৮১২৩৪৫৬৭৮'])('%s: accepted and sent as 01812345678', (phone) => {
    expect(checkout(phone).data?.phone).toBe('01812345678')
    expect(b2b(phone).data?.phone).toBe('01812345678')
    expect(z.parse(profileSchema, { name: 'K', email: 'k@example.com', phone }).phone).toBe('01812345678')
  })

  it.each(['9612345', '0181234567'])('%s: refused by the checkout and content forms, each in its words', (phone) => {
    expect(checkout(phone).error?.issues.map((issue) => issue.message)).toEqual([FORM_MESSAGES.phoneInvalid])
    expect(b2b(phone).error?.issues.map((issue) => issue.message)).toEqual([CONTENT_MESSAGES.phoneInvalid])
    // Phone login, profile and addresses: the server says what is wrong (its 422 under the field).
    expect(z.parse(phoneSchema, { phone }).phone).toBe(phone)
  })

  it('empty: each form’s required message', () => {
    expect(checkout('').error?.issues.map((issue) => issue.message)).toEqual([FORM_MESSAGES.phoneRequired])
    expect(b2b('').error?.issues.map((issue) => issue.message)).toEqual([CONTENT_MESSAGES.phoneRequired])
    expect(z.safeParse(phoneSchema, { phone: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      ACCOUNT_MESSAGES.phoneRequired,
    ])
  })
})
