/**
 * The account area's texts (spec 001 s8, verbatim), its toasts (TOAST_MS.standard, spec 001 s9)
 * and its error triage.
 */
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/api'
import type { Text } from '@/i18n/lingui'
import { SOMETHING_WRONG, TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

export const TEXTS = {
  loginFailed: msg`User name  or password incorrect`,
  registered: msg`User successfully registered`,
  resetEmailSent: msg`Email Sent Successfull!`,
  invalidEmail: msg`Invalid Email Address`,
  passwordChanged: msg`Password Change Successfull!`,
  invalidOtp: msg`Invalid OTP`,
  profileUpdated: msg`Profile update Successful!`,
  photoUploaded: msg`Image Upload Successful!`,
  cancelSent: msg`Cancel Request Sent Successful`,
  addressActivated: msg`Address Active Successful!`,
  addressDeleted: msg`Address Deleted Successful!`,
  addressAdded: msg`New Address Added Successful!`,
  addressUpdated: msg`Address Update Successful!`,
  somethingWrong: SOMETHING_WRONG,
  stockOut: msg`Some Product is Stock Out!!`,
} as const

export function notifySuccess(text: Text): void {
  toast.success(text, { autoClose: TOAST_MS.standard })
}

export function notifyWarning(text: Text): void {
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
