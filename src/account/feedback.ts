/**
 * Toasts and error triage of the account pages. Texts are the spec's (001 s8), verbatim; toasts
 * last 3 s (spec 001 s9).
 */
import { toast } from '@/lib/toast'
import { isApiError } from '@/api'

export const TEXTS = {
  loginFailed: 'User name  or password incorrect',
  registered: 'User successfully registered',
  resetEmailSent: 'Email Sent Successfull!',
  invalidEmail: 'Invalid Email Address',
  passwordChanged: 'Password Change Successfull!',
  invalidOtp: 'Invalid OTP',
  profileUpdated: 'Profile update Successful!',
  photoUploaded: 'Image Upload Successful!',
  cancelSent: 'Cancel Request Sent Successful',
  addressActivated: 'Address Active Successful!',
  addressDeleted: 'Address Deleted Successful!',
  addressAdded: 'New Address Added Successful!',
  addressUpdated: 'Address Update Successful!',
  somethingWrong: 'Something Wrong!',
  stockOut: 'Some Product is Stock Out!!',
} as const

export const TOAST_MS = 3000

export function notifySuccess(text: string): void {
  toast.success(text, { autoClose: TOAST_MS })
}

export function notifyWarning(text: string): void {
  toast.warning(text, { autoClose: TOAST_MS })
}

/** The call failed with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === status
}

/** A 422 with messages for fields: the form shows them under its fields. */
export function isFieldError(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Object.keys(error.firstFieldErrors).length > 0
}
