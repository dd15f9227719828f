/** Customers, sign-in bookkeeping (OTP phone, issued tokens, reset tokens) and profile changes. */
import { DEMO_OTP } from '../data/customers'
import { signToken } from '../lib/jwt'
import { laravelTimestamp } from '../lib/time'
import { nextId } from './ids'
import type { CustomerRecord, ShopState } from './schema'
import type { MockStore } from './store'

const MAX_TOKENS = 50

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

export function findCustomer(state: ShopState, id: number): CustomerRecord | undefined {
  return state.customers.find((c) => c.id === id)
}

export function findCustomerByEmail(state: ShopState, email: string): CustomerRecord | undefined {
  return email.trim() ? state.customers.find((c) => sameEmail(c.email, email)) : undefined
}

export function findCustomerByPhone(state: ShopState, phone: string): CustomerRecord | undefined {
  return state.customers.find((c) => c.phone === phone.trim())
}

/** Whether an email belongs to a customer other than `exceptId`. */
export function emailTaken(state: ShopState, email: string, exceptId?: number): boolean {
  const owner = findCustomerByEmail(state, email)
  return owner !== undefined && owner.id !== exceptId
}

function addCustomer(
  state: ShopState,
  fields: Pick<CustomerRecord, 'name' | 'email' | 'phone' | 'password'>,
): CustomerRecord {
  const customer: CustomerRecord = {
    id: nextId(state.customers),
    ...fields,
    image: '',
    wallet: '0.00',
    created_at: laravelTimestamp(),
  }
  state.customers.push(customer)
  return customer
}

export function registerCustomer(
  store: MockStore,
  fields: { name: string; email: string; password: string },
): CustomerRecord {
  return store.update((state) => addCustomer(state, { ...fields, email: fields.email.trim(), phone: '' }))
}

/** otp-login: remembers the phone and creates a customer for an unknown phone. */
export function startOtpLogin(store: MockStore, phone: string): CustomerRecord {
  return store.update((state) => {
    state.pendingOtpPhone = phone
    return findCustomerByPhone(state, phone) ?? addCustomer(state, { name: '', email: '', phone, password: '' })
  })
}

/** verify-otp: the customer of the pending phone when the PIN is right, else null. */
export function finishOtpLogin(store: MockStore, otp: string): CustomerRecord | null {
  const phone = store.state.pendingOtpPhone
  if (phone === null || otp.trim() !== DEMO_OTP) return null
  const customer = findCustomerByPhone(store.state, phone)
  if (!customer) return null
  store.update((state) => {
    state.pendingOtpPhone = null
  })
  return customer
}

/** Signs a token for the customer and records it. */
export function issueToken(store: MockStore, customer: CustomerRecord): string {
  const token = signToken(customer.id)
  store.update((state) => {
    state.tokens.push({ token, customer_id: customer.id, issued_at: laravelTimestamp() })
    state.tokens.splice(0, Math.max(0, state.tokens.length - MAX_TOKENS))
  })
  return token
}

/** A password-reset token for the customer (deterministic, so tests and stories can use it). */
export function issueResetToken(store: MockStore, customer: CustomerRecord): string {
  const token = `reset-${customer.id}`
  store.update((state) => {
    state.resetTokens[token] = customer.id
  })
  return token
}

/** Sets a new password for the owner of the reset token; false when the token is unknown. */
export function resetPassword(store: MockStore, token: string, password: string): boolean {
  return store.update((state) => {
    const id = state.resetTokens[token]
    const customer = id === undefined ? undefined : findCustomer(state, id)
    if (!customer) return false
    customer.password = password
    return true
  })
}

export function updateProfile(
  store: MockStore,
  id: number,
  fields: Pick<CustomerRecord, 'name' | 'email' | 'phone'>,
): CustomerRecord | null {
  return store.update((state) => {
    const customer = findCustomer(state, id)
    if (!customer) return null
    Object.assign(customer, fields)
    return customer
  })
}

/** Uploaded photos are not kept; the customer gets a stock avatar that exists under uploads/profile. */
export const UPLOADED_PHOTO = 'uploaded-photo.svg'

export function setProfilePhoto(store: MockStore, id: number): CustomerRecord | null {
  return store.update((state) => {
    const customer = findCustomer(state, id)
    if (!customer) return null
    customer.image = UPLOADED_PHOTO
    return customer
  })
}
