import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Text } from '@/i18n/lingui'
import { SOMETHING_WRONG, TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'

export interface FormSubmissionOptions {
  /** The success toast (TOAST_MS.standard), verbatim from the spec, e.g. 'Message Sent Successfull!'. */
  success: Text
  /** Where to go after success (e.g. '/success'); stay on the page when absent. */
  next?: string
  /** History state handed to `next` (see src/content/success.ts). */
  state?: unknown
  /** The warning for a failure that is not a 422 with field messages. */
  failure?: Text
}

export interface FormSubmission<V> {
  /** For the form's `onSubmit`: sends, then toasts and navigates; rejects when the call failed. */
  submit: (values: V) => Promise<void>
  /** For the form's `onFailure`: the warning toast. */
  fail: (error: unknown) => void
}

/**
 * What a page does around a form's call: the success toast and the next page, or the spec's
 * 'Something Wrong!' warning. 422 field messages are the form's to show (the form rejects them
 * to its fields and calls `fail` only for the rest), and the form keeps every value on failure.
 */
export function useFormSubmission<V>(
  send: (values: V) => Promise<unknown>,
  { success, next, state, failure = SOMETHING_WRONG }: FormSubmissionOptions,
): FormSubmission<V> {
  const navigate = useNavigate()
  const submit = useCallback(
    async (values: V) => {
      await send(values)
      toast.success(success, { autoClose: TOAST_MS.standard })
      if (next) await navigate(next, { state })
    },
    [send, success, next, state, navigate],
  )
  const fail = useCallback(
    (error: unknown) => {
      console.error('[form] submit failed', error)
      toast.warning(failure)
    },
    [failure],
  )
  return { submit, fail }
}
