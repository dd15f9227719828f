/**
 * Thin verbs over `request` so the area modules read as one line per call:
 *   getJson(apiPath`/api/product-details/${slug}`, itemOf(productSchema), options)
 */
import type { z } from 'zod/mini'
import { request, type Query } from './client'

/** Options every read accepts (SWR passes nothing; effects pass an AbortController's signal). */
export interface CallOptions {
  signal?: AbortSignal
}

/** GET `path` and parse the answer with `schema`. */
export function getJson<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: CallOptions & { query?: Query } = {},
): Promise<z.output<S>> {
  return request({ method: 'GET', path, schema, query: options.query, signal: options.signal })
}

/** POST `body` as JSON (or nothing when undefined) and parse the answer with `schema`. */
export function postJson<S extends z.core.$ZodType>(
  path: string,
  body: object | undefined,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  return request({ method: 'POST', path, body, schema, signal: options.signal })
}

export type FormValue = string | number | Blob | null | undefined

/**
 * A multipart body from typed fields: Blobs are appended as files (a File keeps its name),
 * numbers as text, null/undefined fields are left out.
 */
export function formDataOf(fields: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name)
    } else {
      form.append(name, String(value))
    }
  }
  return form
}

/** POST a multipart body and parse the answer with `schema` (no JSON content type is set). */
export function postForm<S extends z.core.$ZodType>(
  path: string,
  fields: Readonly<Record<string, FormValue>>,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  return request({ method: 'POST', path, body: formDataOf(fields), schema, signal: options.signal })
}
