/**
 * The content forms' success toasts (spec 001 s8, verbatim, typos included), shown for
 * TOAST_MS.standard by useFormSubmission; their failure is the shared SOMETHING_WRONG
 * (src/lib/messages.ts).
 */
export const CONTENT_TEXTS = {
  messageSent: 'Message Sent Successfull!',
  stockRequested: 'Request Sent Successful!',
  b2bRegistered: 'B2B Registration Successful!',
  prescriptionUploaded: 'Prescription Upload Successfull!',
} as const
