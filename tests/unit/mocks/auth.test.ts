/** Sign-in by email and by phone PIN, registration, has-user, tokens and password reset. */
import { jwtDecode } from 'jwt-decode'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER, DEMO_OTP, DEMO_RESET_TOKEN, STAFF_CUSTOMER } from '@mocks/data'
import { mockToken } from '@mocks/session'
import { shop } from '@mocks/store'
import { at, get, post } from './helpers'

const login = (email: string, password: string) => post('/api/auth/user-login', { email, password, is_customer: 1 })

describe('email sign-in', () => {
  it('answers a JWT with sub = customer id and exp 7 days ahead, and the user', async () => {
    const answer = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      token_type: 'bearer',
      user: { id: 7, name: 'Rahima Akter', phone: '01711000000' },
    })
    expect(at(answer.body, 'user', 'password')).toBeUndefined()
    const claims = jwtDecode<{ sub: string; exp: number }>(String(at(answer.body, 'access_token')))
    expect(claims.sub).toBe('7')
    const days = (claims.exp * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    expect(shop().state.tokens.at(-1)?.customer_id).toBe(7)
  })

  it('signs in the staff customer (id 2) and ignores email case', async () => {
    const answer = await login(STAFF_CUSTOMER.email.toUpperCase(), STAFF_CUSTOMER.password)
    expect(at(answer.body, 'user', 'id')).toBe(2)
  })

  it('answers 401 for a wrong password and 422 for missing fields', async () => {
    expect(await login(DEMO_CUSTOMER.email, 'wrong')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } })
    const invalid = await post('/api/auth/user-login', { email: 'not-an-email' })
    expect(invalid.status).toBe(422)
    expect(invalid.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'], password: ['The password field is required.'] },
    })
  })

  it('a token minted for stories is accepted by the auth routes', async () => {
    const answer = await get('/api/auth/order-total/7', { token: mockToken(7) })
    expect(answer.body).toEqual({ total: 14 })
  })
})

describe('phone PIN sign-in', () => {
  it('otp-login then verify-otp with 1234 signs in the customer of that phone', async () => {
    const sent = await post('/api/otp-login', { phone: DEMO_CUSTOMER.phone })
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to 01711000000' } })
    const verified = await post('/api/verify-otp', { otp: DEMO_OTP, password: '' })
    expect(verified.status).toBe(200)
    expect(at(verified.body, 'user', 'id')).toBe(DEMO_CUSTOMER.id)
    expect(jwtDecode(String(at(verified.body, 'access_token'))).sub).toBe('7')
  })

  it('creates a customer for a new phone', async () => {
    await post('/api/otp-login', { phone: '01555123456' })
    const verified = await post('/api/verify-otp', { otp: '1234', password: '' })
    expect(at(verified.body, 'user')).toMatchObject({ name: '', phone: '01555123456' })
    const id = at(verified.body, 'user', 'id')
    expect((await post('/api/auth/has-user', { id })).body).toMatchObject({ phone: '01555123456' })
  })

  it('answers 500 Invalid OTP for a wrong PIN or without a pending phone, 422 without a PIN', async () => {
    expect(await post('/api/verify-otp', { otp: '1234', password: '' })).toMatchObject({
      status: 500,
      body: { message: 'Invalid OTP' },
    })
    await post('/api/otp-login', { phone: DEMO_CUSTOMER.phone })
    expect(await post('/api/verify-otp', { otp: '9999', password: '' })).toMatchObject({
      status: 500,
      body: { message: 'Invalid OTP' },
    })
    expect((await post('/api/verify-otp', { password: '' })).status).toBe(422)
  })

  it('answers 422 for a phone that is not 01[3-9]XXXXXXXX', async () => {
    for (const phone of ['', '0171100000', '01211000000', '+8801711000000']) {
      const answer = await post('/api/otp-login', { phone })
      expect(answer.status, phone).toBe(422)
      expect(at(answer.body, 'errors', 'phone', 0)).toMatch(/^The phone (field is required|format is invalid)\.$/)
    }
  })
})

describe('registration and has-user', () => {
  const fields = {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    password: 'secret12',
    password_confirmation: 'secret12',
    is_customer: 1,
  }

  it('registers, then the new customer can sign in', async () => {
    const answer = await post('/api/auth/user-register', fields)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      message: 'User successfully registered',
      user: { name: 'Nusrat Jahan', email: 'nusrat@example.com' },
    })
    expect((await login('nusrat@example.com', 'secret12')).status).toBe(200)
  })

  it('answers 422 with Laravel messages', async () => {
    const taken = await post('/api/register', {
      ...fields,
      email: DEMO_CUSTOMER.email,
      password: '123',
      password_confirmation: '1234',
    })
    expect(taken.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: ['The email has already been taken.'],
        password: ['The password must be at least 6 characters.'],
        password_confirmation: ['The password confirmation and password must match.'],
      },
    })
    const empty = await post('/api/auth/user-register', {})
    expect(Object.keys(at(empty.body, 'errors') as object)).toEqual([
      'name',
      'email',
      'password',
      'password_confirmation',
    ])
    expect(at(empty.body, 'errors', 'name', 0)).toBe('The name field is required.')
  })

  it('has-user answers the customer, or {} when unknown', async () => {
    expect((await post('/api/auth/has-user', { id: 7 })).body).toEqual({
      id: 7,
      name: 'Rahima Akter',
      email: 'demo@medibazar.test',
      phone: '01711000000',
      image: 'rahima-akter.svg',
    })
    expect((await post('/api/auth/has-user', { id: 999 })).body).toEqual({})
    expect((await post('/api/auth/has-user', {})).body).toEqual({})
  })
})

describe('password reset', () => {
  it('forget-password: 200 for a known email, 400 for an unknown one, 422 for a bad one', async () => {
    expect((await post('/api/auth/forget-password/', { email: DEMO_CUSTOMER.email })).status).toBe(200)
    expect((await post('/api/auth/forget-password', { email: DEMO_CUSTOMER.email })).status).toBe(200)
    expect(await post('/api/auth/forget-password/', { email: 'nobody@example.com' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid Email Address' },
    })
    expect((await post('/api/auth/forget-password/', { email: 'nope' })).status).toBe(422)
  })

  it('reset-password with the demo token changes the password; a bad token answers 400', async () => {
    const reset = await post('/api/auth/reset-password', {
      token: DEMO_RESET_TOKEN,
      password: 'fresh123',
      password_confirmation: 'fresh123',
    })
    expect(reset.status).toBe(200)
    expect((await login(DEMO_CUSTOMER.email, 'fresh123')).status).toBe(200)
    expect(
      (
        await post('/api/auth/reset-password', {
          token: 'nope',
          password: 'fresh123',
          password_confirmation: 'fresh123',
        })
      ).status,
    ).toBe(400)
    const mismatch = await post('/api/auth/reset-password', {
      token: DEMO_RESET_TOKEN,
      password: 'fresh123',
      password_confirmation: 'x',
    })
    expect(at(mismatch.body, 'errors', 'password_confirmation', 0)).toBe(
      'The password confirmation and password must match.',
    )
  })

  it('forget-password issues the token reset-<id>', async () => {
    await post('/api/auth/forget-password/', { email: STAFF_CUSTOMER.email })
    const reset = await post('/api/auth/reset-password', {
      token: 'reset-2',
      password: 'staff999',
      password_confirmation: 'staff999',
    })
    expect(reset.status).toBe(200)
    expect((await login(STAFF_CUSTOMER.email, 'staff999')).status).toBe(200)
  })
})
