/**
 * Lenient zod building blocks for a Laravel backend: numbers may arrive as strings, optional
 * texts as null, lists bare or wrapped in `{data: [...]}`.
 */
import { z } from 'zod'

const numericString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
  .transform(Number)

/** A number, or a numeric string. */
export const num = z.union([z.number().finite(), numericString])

/** A number, a numeric string, or nothing (null, undefined, '') -> null. */
export const optNum = z
  .union([z.number().finite(), numericString, z.literal(''), z.null(), z.undefined()])
  .transform((v) => (v === '' || v === undefined ? null : v))

/** An id: number or numeric string, kept as a number. */
export const id = num

/** A text; numbers are turned into strings. */
export const text = z.union([z.string(), z.number()]).transform(String)

/** A text that may be missing: null/undefined -> ''. */
export const optText = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v) => (v === null || v === undefined ? '' : String(v)))

/** Something displayed as text that may arrive as a string, number or object with a name. */
export const looseLabel = z.unknown().transform((v): string => {
  if (typeof v === 'string') return v
  if (typeof v === 'number') return String(v)
  if (v && typeof v === 'object' && 'name' in v && typeof v.name === 'string') {
    return (v as { name: string }).name
  }
  return ''
})

/** A list, bare or wrapped once or twice in `data`. */
export function listOf<T extends z.ZodType>(item: T) {
  const list = z.array(item)
  return z.union([
    list,
    z.object({ data: list }).transform((o) => o.data),
    z.object({ data: z.object({ data: list }) }).transform((o) => o.data.data),
  ])
}

/** Laravel's length-aware paginator, bare or wrapped in `data`. */
export function paginated<T extends z.ZodType>(item: T) {
  const page = z.object({
    current_page: num.catch(1),
    last_page: num.catch(1),
    prev_page_url: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    next_page_url: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    total: optNum.optional().transform((v) => v ?? null),
    per_page: optNum.optional().transform((v) => v ?? null),
    data: z.array(item),
  })
  return z.union([page, z.object({ data: page }).transform((o) => o.data)])
}

/** Answers the app does not read (cart sync, fire-and-forget posts). */
export const ignored = z.unknown()

/** `{message}` answers: the message is shown when present. */
export const messageAnswer = z
  .union([z.object({ message: optText }).loose(), z.string(), z.null(), z.array(z.unknown())])
  .transform((v) => ({
    message: v && typeof v === 'object' && 'message' in v ? v.message : typeof v === 'string' ? v : '',
  }))

/** A single object, bare or wrapped once in `{data: {...}}` (the wrapped form is tried first). */
export function itemOf<T extends z.ZodType>(item: T) {
  const wrapped = z
    .object({ data: z.unknown() })
    .transform((o) => o.data)
    .pipe(item)
  return z.union([wrapped, item])
}

/** "Nothing here" as Laravel sends it: null, '', `{}` or `[]`. */
export const emptyAnswer = z
  .union([z.null(), z.literal(''), z.strictObject({}), z.array(z.never()).length(0)])
  .transform(() => null)

/** A single object or nothing: bare, `{data: {...}}`, or an empty answer (also as `{data: null}`) -> null. */
export function optionalItemOf<T extends z.ZodType>(item: T) {
  return z.union([itemOf(item), emptyAnswer, z.object({ data: emptyAnswer }).transform(() => null)])
}

/** A text field that may be missing or null -> ''. */
export const field = optText.optional().transform((v) => v ?? '')

/** A number field that may be missing, null or '' -> the fallback. */
export function numOr(fallback: number) {
  return optNum.optional().transform((v) => v ?? fallback)
}
