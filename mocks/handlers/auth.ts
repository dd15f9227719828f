/** Sign-in (email/password and phone PIN), registration, has-user and password reset. */
import { OTP_PHONE_PATTERN } from '../data/customers'
import { failure } from '../lib/failure'
import { TOKEN_TTL_SECONDS } from '../lib/jwt'
import { email, matches, minLength, required, same, text, unique, validate, type RuleSet } from '../lib/validation'
import { shop } from '../store'
import {
  emailTaken,
  finishOtpLogin,
  findCustomer,
  findCustomerByEmail,
  issueResetToken,
  issueToken,
  registerCustomer,
  resetPassword,
  startOtpLogin,
} from '../store/customers'
import type { CustomerRecord } from '../store/schema'
import { idOf, json, message, readFields, route, type RouteResolver } from './http'
import { toCustomer } from './present'

/** The login answer of jwt-auth. */
function loginAnswer(customer: CustomerRecord): Response {
  return json({
    access_token: issueToken(shop(), customer),
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    user: toCustomer(customer),
  })
}

const passwordRules: RuleSet = {
  password: [required, minLength(6)],
  password_confirmation: [required, same('password')],
}

const register: RouteResolver = async ({ request }) => {
  const body = await readFields(request)
  validate(body, {
    name: [required],
    email: [required, email, unique((v) => emailTaken(shop().state, v))],
    ...passwordRules,
  })
  const customer = registerCustomer(shop(), {
    name: text(body.name),
    email: text(body.email),
    password: text(body.password),
  })
  return json({ message: 'User successfully registered', user: toCustomer(customer) }, 201)
}

export const authHandlers = [
  route('POST', '/api/auth/has-user', async ({ request }) => {
    const body = await readFields(request)
    const customer = findCustomer(shop().state, idOf(body.id) ?? 0)
    return json(customer ? toCustomer(customer) : {})
  }),

  route('POST', '/api/auth/user-login', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { email: [required, email], password: [required] })
    const customer = findCustomerByEmail(shop().state, text(body.email))
    if (!customer || !customer.password || customer.password !== text(body.password)) throw failure(401, 'Unauthorized')
    return loginAnswer(customer)
  }),

  route('POST', '/api/auth/user-register', register),
  route('POST', '/api/register', register),

  route('POST', '/api/otp-login', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { phone: [required, matches(OTP_PHONE_PATTERN)] })
    const phone = text(body.phone)
    startOtpLogin(shop(), phone)
    return message(`OTP sent to ${phone}`)
  }),

  route('POST', '/api/verify-otp', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { otp: [required] })
    const customer = finishOtpLogin(shop(), text(body.otp))
    if (!customer) throw failure(500, 'Invalid OTP')
    return loginAnswer(customer)
  }),

  route('POST', '/api/auth/forget-password/', async ({ request }) => {
    const body = await readFields(request)
    validate(body, { email: [required, email] })
    const customer = findCustomerByEmail(shop().state, text(body.email))
    if (!customer) throw failure(400, 'Invalid Email Address')
    issueResetToken(shop(), customer)
    return message('We have emailed your password reset link!')
  }),

  route('POST', '/api/auth/reset-password', async ({ request }) => {
    const body = await readFields(request)
    validate(body, passwordRules)
    if (!resetPassword(shop(), text(body.token), text(body.password))) {
      throw failure(400, 'This password reset token is invalid.')
    }
    return message('Your password has been reset!')
  }),
]
