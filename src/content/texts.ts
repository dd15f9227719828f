/**
 * The content forms' success toasts (spec 001 s8, verbatim, typos included), shown for
 * TOAST_MS.standard by useFormSubmission; their failure is the shared SOMETHING_WRONG
 * (src/lib/messages.ts).
 */
import { msg } from '@lingui/core/macro'
import { englishTexts } from '@/i18n/lingui'
export const CONTENT_TEXTS = englishTexts({
  messageSent: msg`Message Sent Successfull!`,
  stockRequested: msg`Request Sent Successful!`,
  b2bRegistered: msg`B2B Registration Successful!`,
  prescriptionUploaded: msg`Prescription Upload Successfull!`,
})
