import { useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { applyServerErrors } from '@/lib/forms'
import { useOneAtATime } from '@/lib/useOneAtATime'

export interface FormSubmitOptions<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>
  /** The form's fields in their order on screen: 422 messages go under these, the first gets focus. */
  fields: readonly Path<TValues>[]
  /** Sends the valid values; a rejection is a failed submit. */
  onSubmit: (values: TOutput) => Promise<unknown>
  /** A failed submit that could not be shown under the fields (anything but a 422 with field messages). */
  onFailure?: (error: unknown) => void
  /** Clears the form (back to its default values) after a successful submit. */
  resetOnSuccess?: boolean
}

export interface FormSubmit {
  /** The form's onSubmit handler. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  /** True while the request is in flight: the submit button is disabled. */
  busy: boolean
}

/**
 * One submission at a time: a submit while one is validating or in flight is ignored (no double
 * requests from fast clicks or Enter), the button is disabled exactly as long as the request runs
 * (no fixed lockout, see docs/decisions/0018-submit-lockouts.md), client errors focus the first
 * invalid field (react-hook-form), and a 422 puts the server's messages under the fields and
 * focuses the first. The values stay in the form when anything fails.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput>({
  form,
  fields,
  onSubmit,
  onFailure,
  resetOnSuccess = false,
}: FormSubmitOptions<TValues, TOutput>): FormSubmit {
  const oneAtATime = useOneAtATime()
  const [busy, setBusy] = useState(false)

  const send = async (values: TOutput) => {
    setBusy(true)
    try {
      await onSubmit(values)
      if (resetOnSuccess) form.reset()
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fields)) onFailure?.(error)
    }
  }

  const handle = async (event?: BaseSyntheticEvent) => {
    // Locked before validation awaits: a second submit in the same tick is ignored too.
    const submitting = oneAtATime.run(() => form.handleSubmit(send)(event))
    if (!submitting) {
      event?.preventDefault()
      return
    }
    try {
      await submitting
    } finally {
      setBusy(false)
    }
  }

  return { onSubmit: handle, busy }
}
