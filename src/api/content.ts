/**
 * Content and form calls (spec 001 s2): static pages, contact, jobs, stock request, B2B
 * registration, prescription upload. 422 answers carry the per-field messages.
 */
import { apiPath } from './client'
import { jobSchema, pageSchema, productSchema } from './entities'
import { getJson, postForm, postJson, type CallOptions } from './http'
import { itemOf, listOf, messageAnswer } from './lenient'

export const contentKeys = {
  page: (slug: string) => ['page', slug] as const,
  jobs: () => ['job-post'] as const,
  job: (slug: string) => ['job-details', slug] as const,
  stockRequestProduct: (slug: string) => ['request-product', slug] as const,
}

/** A content page: title, image, HTML description (sanitise before rendering). */
export function getPage(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/page/${slug}`, itemOf(pageSchema), options)
}

export interface ContactMessageInput {
  name: string
  email: string
  phone: string
  message: string
}

export function sendMessage(input: ContactMessageInput) {
  const { name, email, phone, message } = input
  return postJson('/api/send-message', { name, email, phone, message }, messageAnswer)
}

/** Job posts (Join Our Team). */
export function getJobs(options?: CallOptions) {
  return getJson('/api/job-post', listOf(jobSchema), options)
}

export function getJobDetails(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/job-details/${slug}`, itemOf(jobSchema), options)
}

/** The out-of-stock product a stock request is for. */
export function getStockRequestProduct(slug: string, options?: CallOptions) {
  return getJson(apiPath`/api/request-product/${slug}`, itemOf(productSchema), options)
}

export interface StockRequestInput {
  customer_name: string
  customer_email: string
  customer_phone: string
  request_quantity: number
  product_id: number
}

export function requestStock(input: StockRequestInput) {
  const { customer_name, customer_email, customer_phone, request_quantity, product_id } = input
  const body = { customer_name, customer_email, customer_phone, request_quantity, product_id }
  return postJson('/api/product-request', body, messageAnswer)
}

export interface BusinessRegistrationInput {
  organization: string
  name: string
  phone: string
  email: string
  address: string
}

export function registerBusiness(input: BusinessRegistrationInput) {
  const { organization, name, phone, email, address } = input
  return postJson('/api/b-to-b-registration', { organization, name, phone, email, address }, messageAnswer)
}

export interface PrescriptionUploadInput {
  /** The signed-in customer; left out for a guest. */
  user_id?: number | null
  name: string
  email: string
  phone: string
  prescription: Blob
}

/** Multipart upload; 422 carries name, phone, email, prescription field errors. */
export function uploadPrescription(input: PrescriptionUploadInput) {
  const { user_id, name, email, phone, prescription } = input
  return postForm('/api/upload-prescription', { user_id, name, email, phone, prescription }, messageAnswer)
}
