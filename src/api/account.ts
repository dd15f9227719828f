/**
 * Customer account calls (spec 001 s2 "Profile", "My Address", "My Prescription"). The `/api/auth/`
 * ones need the Bearer token (401 without it); ids in paths that do not exist answer 404.
 */
import { z } from 'zod/mini'
import { apiPath } from './client'
import { addressSchema, customerSchema, prescriptionSchema } from './entities'
import { getJson, postForm, postJson, type CallOptions } from './http'
import {
  field,
  itemOf,
  lazySchema,
  listOf,
  messageAnswer,
  num,
  numOr,
  optionalItemOf,
  presentNumOr,
  orNull,
  transformed,
} from './lenient'

export const accountKeys = {
  orderTotal: (customerId: number) => ['auth/order-total', customerId] as const,
  walletBalance: (customerId: number) => ['auth/wallet-blacne', customerId] as const,
  walletCredit: (userId: number) => ['wallet-credit', userId] as const,
  activeAddress: (customerId: number) => ['auth/customer-active-address', customerId] as const,
  customer: (userId: number) => ['auth/customer', userId] as const,
  addresses: (customerId: number) => ['auth/user-address', customerId] as const,
  address: (id: number) => ['auth/update-get-address', id] as const,
  prescriptions: (customerId: number) => ['auth/my-prescription', customerId] as const,
}

/** `{total: n}` (also `{data: {total}}` or a bare number) -> n. */
export const orderTotalSchema = lazySchema(() =>
  z.union([transformed(itemOf(z.object({ total: num })), (o) => o.total), num]),
)

/** Number of orders of the customer (profile table). */
export function getOrderTotal(customerId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/order-total/${customerId}`, orderTotalSchema, options)
}

export const walletSchema = lazySchema(() => z.object({ order_value: presentNumOr(0) }))
export type Wallet = z.output<typeof walletSchema>

/** Wallet balance; the amount used at checkout cannot exceed `order_value`. */
export function getWalletBalance(customerId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/wallet-blacne/${customerId}`, itemOf(walletSchema), options)
}

export const walletCreditSchema = lazySchema(() => z.object({ credit: numOr(0) }))
export type WalletCredit = z.output<typeof walletCreditSchema>

export function getWalletCredit(userId: number, options?: CallOptions) {
  return getJson(apiPath`/api/wallet-credit/${userId}`, itemOf(walletCreditSchema), options)
}

/** The active (status 0) address, or null when the customer has none. */
export function getActiveAddress(customerId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/customer-active-address/${customerId}`, optionalItemOf(addressSchema), options)
}

export const customerDetailsSchema = lazySchema(() =>
  z.extend(customerSchema, {
    user_address: orNull(z.nullable(addressSchema)),
  }),
)
export type CustomerDetails = z.output<typeof customerDetailsSchema>

/** The customer with their shipping address (profile, checkout prefill). */
export function getCustomer(userId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/customer/${userId}`, itemOf(customerDetailsSchema), options)
}

export interface ProfileInput {
  name: string
  email: string
  phone: string
}

export const profileAnswerSchema = lazySchema(() =>
  z.object({
    message: field,
    user: orNull(z.nullable(customerSchema)),
  }),
)
export type ProfileAnswer = z.output<typeof profileAnswerSchema>

/** 422 carries name/email/phone field errors. */
export function updateProfile(userId: number, input: ProfileInput) {
  const { name, email, phone } = input
  return postJson(apiPath`/api/auth/update-profile/${userId}`, { name, email, phone }, profileAnswerSchema)
}

export interface ProfilePhotoInput {
  user_id: number
  image: Blob
}

export const profilePhotoAnswerSchema = lazySchema(() => z.object({ message: field, image: field }))
export type ProfilePhotoAnswer = z.output<typeof profilePhotoAnswerSchema>

/** Multipart upload of the profile photo; 422 carries `fieldErrors.image`. */
export function updateProfilePhoto(input: ProfilePhotoInput) {
  return postForm(
    '/api/v2/update-profile-photo',
    { user_id: input.user_id, image: input.image },
    profilePhotoAnswerSchema,
  )
}

export function getAddresses(customerId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/user-address/${customerId}`, listOf(addressSchema), options)
}

/** Makes the address the active one (status 0). */
export function activateAddress(id: number) {
  return postJson(apiPath`/api/auth/update-address/${id}`, undefined, messageAnswer)
}

export function removeAddress(id: number) {
  return postJson(apiPath`/api/auth/remove-address/${id}`, undefined, messageAnswer)
}

/** The address form's fields (names are the backend's, typo included). */
export interface AddressInput {
  first_name: string
  last_name?: string
  email: string
  phone: string
  city: string
  area: string
  address_line_one: string
  address_line_tow?: string
  additional_address?: string
}

export const addressAnswerSchema = lazySchema(() =>
  z.object({
    message: field,
    data: orNull(z.nullable(addressSchema)),
  }),
)
export type AddressAnswer = z.output<typeof addressAnswerSchema>

function addressBody(input: AddressInput) {
  const { first_name, last_name, email, phone, city, area, address_line_one, address_line_tow, additional_address } =
    input
  return { first_name, last_name, email, phone, city, area, address_line_one, address_line_tow, additional_address }
}

/** 422 carries first_name, address_line_one, city, area, phone field errors. */
export function addAddress(userId: number, input: AddressInput) {
  return postJson('/api/auth/add-address', { ...addressBody(input), user_id: userId }, addressAnswerSchema)
}

/** Loads one address for the edit form. */
export function getAddress(id: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/update-get-address/${id}`, itemOf(addressSchema), options)
}

export function updateAddress(id: number, input: AddressInput) {
  return postJson(apiPath`/api/auth/update-user-address/${id}`, addressBody(input), addressAnswerSchema)
}

/** The customer's uploaded prescriptions (file names under uploads/prescription). */
export function getMyPrescriptions(customerId: number, options?: CallOptions) {
  return getJson(apiPath`/api/auth/my-prescription/${customerId}`, listOf(prescriptionSchema), options)
}
