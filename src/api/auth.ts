/** Sign-in, registration and password calls (spec 001 s2, s7, s8). */
import { z } from 'zod/mini'
import { customerSchema } from './entities'
import { postJson } from './http'
import { lazySchema, field, itemOf, messageAnswer, numOr, optionalItemOf, orNull, text } from './lenient'

/** The login answer of user-login and verify-otp; `access_token` is a JWT. */
export const loginAnswerSchema = lazySchema(() =>
  itemOf(
    z.object({
      access_token: text,
      token_type: field,
      expires_in: numOr(0),
      user: customerSchema,
    }),
  ),
)
export type LoginAnswer = z.output<typeof loginAnswerSchema>

/** The customer, or null when the server answers `{}` (unknown user: the session is dropped). */
export const hasUserAnswerSchema = lazySchema(() => optionalItemOf(customerSchema))
export type HasUserAnswer = z.output<typeof hasUserAnswerSchema>

/** Asks whether the stored user still exists; asked at start-up when signed in. */
export function hasUser(userId: number) {
  return postJson('/api/auth/has-user', { id: userId }, hasUserAnswerSchema)
}

export interface LoginInput {
  email: string
  password: string
}

/** Email login; 401 = wrong credentials, 422 = field errors. Sends the customer flag. */
export function loginWithEmail(input: LoginInput) {
  const { email, password } = input
  return postJson('/api/auth/user-login', { email, password, is_customer: 1 }, loginAnswerSchema)
}

export interface RegisterInput {
  name: string
  email: string
  password: string
  password_confirmation: string
}

export const registerAnswerSchema = lazySchema(() =>
  z.object({
    message: field,
    user: orNull(z.nullable(customerSchema)),
  }),
)
export type RegisterAnswer = z.output<typeof registerAnswerSchema>

function registrationBody(input: RegisterInput) {
  const { name, email, password, password_confirmation } = input
  return { name, email, password, password_confirmation, is_customer: 1 }
}

/** Registration form (POST /api/auth/user-register). */
export function registerCustomer(input: RegisterInput) {
  return postJson('/api/auth/user-register', registrationBody(input), registerAnswerSchema)
}

/** The second registration call of the spec (POST /api/register), same payload and answer. */
export function registerAccount(input: RegisterInput) {
  return postJson('/api/register', registrationBody(input), registerAnswerSchema)
}

/** Phone login step 1: sends a 4-digit PIN; 422 carries `fieldErrors.phone`. */
export function sendLoginOtp(phone: string) {
  return postJson('/api/otp-login', { phone }, messageAnswer)
}

/** Phone login step 2: the login answer for the phone of the last sendLoginOtp; 500 = invalid OTP. */
export function verifyOtp(otp: string) {
  return postJson('/api/verify-otp', { otp, password: '' }, loginAnswerSchema)
}

/** Forgot password; 400 = unknown email ('Invalid Email Address'), 422 = field errors. */
export function requestPasswordReset(email: string) {
  return postJson('/api/auth/forget-password/', { email }, messageAnswer)
}

export interface ResetPasswordInput {
  token: string
  password: string
  password_confirmation: string
}

export function resetPassword(input: ResetPasswordInput) {
  const { token, password, password_confirmation } = input
  return postJson('/api/auth/reset-password', { token, password, password_confirmation }, messageAnswer)
}
