/**
 * English names as a shopper reads them: case and accents aside, numbers by value (B2 before B12).
 * The collator is made at its first use, not when the module is evaluated (it was ~70-87 ms of
 * every page's first task at 4x CPU, mostly ICU loading its data); a server-rendered page makes it
 * in a task of its own before hydration (main.tsx).
 */
let collator: Intl.Collator | undefined

/** Orders two names (negative, 0, positive); 0 when they are the same name (case and accents aside). */
export const compareNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b)
