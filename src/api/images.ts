/**
 * Image URLs are built here and only here. The backend stores file names; files live under
 * `uploads/<folder>/` of the image origin (by default the API origin). An absolute URL from the
 * server is used as it is; an empty product image falls back to the placeholder medi_de.webp.
 */
import { defaultImageBaseUrl } from './client'

export const PLACEHOLDER_IMAGE = '/medi_de.webp'

export const UPLOAD_FOLDERS = {
  product: 'uploads/product',
  banner: 'uploads/banner',
  smallBanner: 'uploads/banner',
  offerBanner: 'uploads/banner',
  popup: 'uploads/popup',
  page: 'uploads/page',
  job: 'uploads/job',
  profile: 'uploads/profile',
  prescription: 'uploads/prescription',
} as const

export type UploadFolder = keyof typeof UPLOAD_FOLDERS

function imageBase(): string {
  const fromEnv: unknown = import.meta.env?.VITE_IMAGE_BASE_URL
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv.replace(/\/+$/, '') : defaultImageBaseUrl()
}

/** URL of an uploaded file, or null when there is no file name. */
export function uploadUrl(folder: UploadFolder, file: string | null | undefined): string | null {
  const name = (file ?? '').trim()
  if (!name) return null
  if (/^https?:\/\//i.test(name)) return name
  if (name.startsWith('/')) return `${imageBase()}${name}`
  return `${imageBase()}/${UPLOAD_FOLDERS[folder]}/${name.split('/').map(encodeURIComponent).join('/')}`
}

/** A product's image, or the placeholder when main_image is empty. */
export function productImageUrl(mainImage: string | null | undefined): string {
  return uploadUrl('product', mainImage) ?? PLACEHOLDER_IMAGE
}
