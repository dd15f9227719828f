/**
 * English names as a shopper reads them: case and accents aside, numbers by value (B2 before B12).
 * The collator is made at its first use: ICU loads its collation data then (~70 ms of a phone's
 * main thread at 4x CPU), which a module-level `new Intl.Collator` spent in every page's first task.
 */
let collator: Intl.Collator | undefined

/** Orders two names (negative, 0, positive); 0 when they are the same name (case and accents aside). */
export const compareNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b)
