/**
 * Server answers into forms: Laravel 422 lists land under the same fields (first message each),
 * and focus moves to the first field in error.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ApiError } from '@/api/errors'

/**
 * A failed call of the API layer (src/api/errors.ts), known by its name: src/lib sits below the
 * API layer and imports only its types.
 */
function isApiFailure(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'firstFieldErrors' in error
}

/**
 * Puts the first message of each 422 field under the matching form field. `fieldMap` renames
 * server fields to form fields where they differ. Returns true when the error was a 422 with
 * at least one field message; then the first of those fields in `fields` order (the order of the
 * form on screen, whatever order the server listed them in) is focused.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiFailure(error) || error.status !== 422) return false
  const placed: Array<{ field: Path<T>; message: string }> = []
  for (const [serverField, message] of Object.entries(error.firstFieldErrors)) {
    const field = fieldMap[serverField] ?? fields.find((f) => f === serverField)
    if (field && !placed.some((p) => p.field === field)) placed.push({ field, message })
  }
  const rank = (field: Path<T>) => {
    const index = fields.indexOf(field)
    return index === -1 ? fields.length : index
  }
  placed.sort((a, b) => rank(a.field) - rank(b.field))
  placed.forEach(({ field, message }, i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }))
  return placed.length > 0
}
