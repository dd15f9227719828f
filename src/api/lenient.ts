/**
 * Lenient zod building blocks for a Laravel backend: numbers may arrive as strings, optional
 * texts as null, lists bare or wrapped in `{data: [...]}`.
 *
 * Written with `zod/mini` (functional, tree-shakable API) to keep the first-visit bundle small;
 * `transformed`, `orElse` and `orNull` stand in for classic zod's `.transform()` chains.
 */
import { z } from 'zod/mini'

// zod/mini registers no locale, so an issue's message is just "Invalid input". None is shown to
// shoppers (every rule a form shows has its own text); the schema-drift reports load zod's English
// messages when they are needed (schemaReport.ts), so the first visit does not carry them.

/** Any zod schema (mini or classic). */
type Schema = z.core.$ZodType

/**
 * A schema built at its first use, not when its module is evaluated. Every page's first script
 * evaluates the modules that define the shop's schemas, and building them all (each field a
 * union, a pipe and a transform) was a fifth of that task; a server-rendered page parses nothing
 * before it hydrates (its answers come parsed in the payload), so none is built then.
 *
 * A transparent proxy (what zod's own source sketches for `lazy`): every read goes to the schema,
 * built on the first one, so it is the same schema to zod and to TypeScript (`z.extend`, `.shape`
 * and the inferred types work unchanged). zod's `z.lazy` would do as much for parsing, at 244 B
 * gzip more of the first visit and a wrapper type.
 */
export function lazySchema<S extends Schema>(build: () => S): S {
  let schema: S | undefined
  return new Proxy({} as S, { get: (_, key) => (schema ??= build())[key as keyof S] })
}

/** `schema`, then `fn` on its output (classic zod's `schema.transform(fn)`). */
export function transformed<S extends Schema, O>(schema: S, fn: (value: z.output<S>) => O) {
  return z.pipe(schema, z.transform(fn))
}

/**
 * `schema`, or `fallback` when the value is missing or comes out null (classic zod's
 * `schema.optional().transform((v) => v ?? fallback)`).
 */
export function orElse<S extends Schema>(schema: S, fallback: NonNullable<z.output<S>>) {
  return transformed(z.optional(schema), (v): NonNullable<z.output<S>> => v ?? fallback)
}

/** `schema`, or null when the value is missing (`schema.optional().transform((v) => v ?? null)`). */
export function orNull<S extends Schema>(schema: S) {
  return transformed(z.optional(schema), (v): NonNullable<z.output<S>> | null => v ?? null)
}

const numericString = lazySchema(() =>
  transformed(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'expected a number')), Number),
)

/** A number, or a numeric string. (zod 4 numbers are always finite.) */
export const num = lazySchema(() => z.union([z.number(), numericString]))

/** A number, a numeric string, or nothing (null, undefined, '') -> null. */
export const optNum = lazySchema(() =>
  transformed(z.union([z.number(), numericString, z.literal(''), z.null(), z.undefined()]), (v) =>
    v === '' || v === undefined ? null : v,
  ),
)

/** An id: number or numeric string, kept as a number. */
export const id = num

/** A text; numbers are turned into strings. */
export const text = lazySchema(() => transformed(z.union([z.string(), z.number()]), String))

/** A text that may be missing: null/undefined -> ''. */
export const optText = lazySchema(() =>
  transformed(z.union([z.string(), z.number(), z.null(), z.undefined()]), (v) =>
    v === null || v === undefined ? '' : String(v),
  ),
)

/** Something displayed as text that may arrive as a string, number or object with a name. */
export const looseLabel = lazySchema(() =>
  transformed(z.unknown(), (v): string => {
    if (typeof v === 'string') return v
    if (typeof v === 'number') return String(v)
    if (v && typeof v === 'object' && 'name' in v && typeof v.name === 'string') {
      return (v as { name: string }).name
    }
    return ''
  }),
)

/** A list, bare or wrapped once or twice in `data`. */
export function listOf<T extends Schema>(item: T) {
  const list = z.array(item)
  return z.union([
    list,
    transformed(z.object({ data: list }), (o) => o.data),
    transformed(z.object({ data: z.object({ data: list }) }), (o) => o.data.data),
  ])
}

/** Laravel's length-aware paginator, bare or wrapped in `data`. */
export function paginated<T extends Schema>(item: T) {
  const page = z.object({
    current_page: z.catch(num, 1),
    last_page: z.catch(num, 1),
    prev_page_url: orNull(z.nullable(z.string())),
    next_page_url: orNull(z.nullable(z.string())),
    total: orNull(optNum),
    per_page: orNull(optNum),
    data: z.array(item),
  })
  return z.union([page, transformed(z.object({ data: page }), (o) => o.data)])
}

/** Answers the app does not read (cart sync, fire-and-forget posts). */
export const ignored = z.unknown()

/** `{message}` answers: the message is shown when present. */
export const messageAnswer = lazySchema(() =>
  transformed(z.union([z.looseObject({ message: optText }), z.string(), z.null(), z.array(z.unknown())]), (v) => ({
    message: v && typeof v === 'object' && 'message' in v ? v.message : typeof v === 'string' ? v : '',
  })),
)

/** A single object, bare or wrapped once in `{data: {...}}` (the wrapped form is tried first). */
export function itemOf<T extends Schema>(item: T) {
  const wrapped = z.pipe(
    transformed(z.object({ data: z.unknown() }), (o) => o.data),
    item,
  )
  return z.union([wrapped, item])
}

/** "Nothing here" as Laravel sends it: null, '', `{}` or `[]`. */
export const emptyAnswer = lazySchema(() =>
  transformed(
    z.union([z.null(), z.literal(''), z.strictObject({}), z.array(z.never()).check(z.length(0))]),
    () => null,
  ),
)

/** A single object or nothing: bare, `{data: {...}}`, or an empty answer (also as `{data: null}`) -> null. */
export function optionalItemOf<T extends Schema>(item: T) {
  return z.union([itemOf(item), emptyAnswer, transformed(z.object({ data: emptyAnswer }), () => null)])
}

/** A text field that may be missing or null -> ''. */
export const field = lazySchema(() => orElse(optText, ''))

/** A number field that may be missing, null or '' -> the fallback. */
export function numOr(fallback: number) {
  return orElse(optNum, fallback)
}

/**
 * A number the app decides with (a delivery charge, a wallet balance): the key must be there;
 * null or '' count as `fallback`, but a missing key is a drifted answer, reported as one rather
 * than read as `fallback` (a lost delivery charge must not pass for "inside Dhaka").
 */
export function presentNumOr(fallback: number) {
  return transformed(z.union([z.number(), numericString, z.literal(''), z.null()]), (v) =>
    v === '' || v === null ? fallback : v,
  )
}
