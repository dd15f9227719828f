/**
 * JSON inside a `<script>` element (the server's page data, structured data): data, never code,
 * and it must not be able to end the element or read as markup.
 */

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are written
 * as \u escapes (still the same JSON value), so `</script>` and `<!--` cannot appear.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char)
}
