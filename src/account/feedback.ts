/**
 * The account area's texts (spec 001 s8, verbatim), its toasts (TOAST_MS.standard, spec 001 s9)
 * and its error triage.
 */
import { isApiError } from '@/api'
import { SOMETHING_WRONG, TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

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
  somethingWrong: SOMETHING_WRONG,
  stockOut: 'Some Product is Stock Out!!',
} as const

export function notifySuccess(text: string): void {
  toast.success(text, { autoClose: TOAST_MS.standard })
}

export function notifyWarning(text: string): void {
  toast.warning(text, { autoClose: TOAST_MS.standard })
}

/** The call failed with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === status
}

/** A 422 with messages for fields: the form shows them under its fields. */
export function isFieldError(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && Object.keys(error.firstFieldErrors).length > 0
}
