/**
 * Server answers into forms: Laravel 422 lists land under the same fields (first message each),
 * and focus moves to the first field in error.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '@/api/errors'

/**
 * Puts the first message of each 422 field under the matching form field. `fieldMap` renames
 * server fields to form fields where they differ. Returns true when the error was a 422 with
 * at least one field message; then the first field is focused.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error) || error.status !== 422) return false
  let applied = 0
  for (const [serverField, message] of Object.entries(error.firstFieldErrors)) {
    const field = fieldMap[serverField] ?? fields.find((f) => f === serverField)
    if (!field) continue
    setError(field, { type: 'server', message }, { shouldFocus: applied === 0 })
    applied += 1
  }
  return applied > 0
}
