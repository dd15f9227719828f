import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  addressSchema,
  cancelOrderSchema,
  loginSchema,
  MESSAGES,
  pinSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@/components/account/schemas'
import { photoSchema } from '@/components/account/ProfilePhoto'

function messages(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value)
  const out: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('account form rules', () => {
  it('login: both required, a real email, trimmed', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    })
    expect(messages(loginSchema, { email: 'demo@', password: 'x' })).toEqual({ email: MESSAGES.emailInvalid })
    expect(z.parse(loginSchema, { email: ' demo@medibazar.test ', password: ' pw ' })).toEqual({
      email: 'demo@medibazar.test',
      password: ' pw ',
    })
  })

  it('registration and reset: the confirmation must match', () => {
    const base = { name: 'Nusrat', email: 'n@example.com', password: 'secret12' }
    expect(messages(registrationSchema, { ...base, password_confirmation: 'secret13' })).toEqual({
      password_confirmation: MESSAGES.confirmationMismatch,
    })
    expect(messages(registrationSchema, { ...base, password_confirmation: '' })).toEqual({
      password_confirmation: MESSAGES.confirmationRequired,
    })
    expect(messages(resetPasswordSchema, { password: 'a', password_confirmation: 'a' })).toEqual({})
  })

  it('PIN: required and exactly 4 digits', () => {
    expect(messages(pinSchema, { otp: '' })).toEqual({ otp: MESSAGES.otpRequired })
    expect(messages(pinSchema, { otp: '123' })).toEqual({ otp: MESSAGES.otpFormat })
    expect(messages(pinSchema, { otp: '12a4' })).toEqual({ otp: MESSAGES.otpFormat })
    expect(messages(pinSchema, { otp: '1234' })).toEqual({})
  })

  it('cancel: a reason of spaces is no reason', () => {
    expect(messages(cancelOrderSchema, { reason: '   ' })).toEqual({ reason: MESSAGES.reasonRequired })
  })

  it('address: full name, line 1, city, area and phone required; email optional but valid', () => {
    const empty = {
      first_name: '',
      address_line_one: '',
      address_line_tow: '',
      city: '',
      area: '',
      email: '',
      phone: '',
    }
    expect(messages(addressSchema, empty)).toEqual({
      first_name: MESSAGES.fullNameRequired,
      address_line_one: MESSAGES.addressLineOneRequired,
      city: MESSAGES.cityRequired,
      area: MESSAGES.areaRequired,
      phone: MESSAGES.phoneRequired,
    })
    const valid = { ...empty, first_name: 'R', address_line_one: 'H 1', city: 'Dhaka', area: 'Mirpur', phone: '017' }
    expect(messages(addressSchema, valid)).toEqual({})
    expect(messages(addressSchema, { ...valid, email: 'x@' })).toEqual({ email: MESSAGES.emailInvalid })
  })

  it('photo: an image up to 2 MB', () => {
    expect(messages(photoSchema, { image: null })).toEqual({ image: MESSAGES.photoRequired })
    const pdf = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })
    expect(messages(photoSchema, { image: pdf }).image).toMatch(
      /cannot be uploaded: choose a JPG, PNG, WEBP or GIF image/,
    )
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    expect(messages(photoSchema, { image: large }).image).toMatch(/the largest file you can upload is 2 MB/)
    const ok = new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' })
    expect(messages(photoSchema, { image: ok })).toEqual({})
  })
})
