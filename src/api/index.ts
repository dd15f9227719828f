/**
 * The public surface of the API layer: one typed function per call, its answer types, SWR keys,
 * errors and image URL helpers. App code imports from '@/api' only.
 */
export { apiBaseUrl, apiPath, configureClient, type ClientConfig, type Query } from './client'
export { ApiError, isApiError, messageOf, type ApiErrorKind } from './errors'
export { PLACEHOLDER_IMAGE, UPLOAD_FOLDERS, productImageUrl, uploadUrl, type UploadFolder } from './images'
export type { CallOptions } from './http'
export * from './entities'
export * from './home'
export * from './shell'
export * from './catalogue'
export * from './cart'
export * from './auth'
export * from './account'
export * from './orders'
export * from './checkout'
export * from './content'
