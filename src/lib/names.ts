import { once } from './memo'

/** English names as a shopper reads them: case and accents aside, numbers by value (B2 before B12). */
const collator = once(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }))

/** Orders two names (negative, 0, positive); 0 when they are the same name (case and accents aside). */
export const compareNames = (a: string, b: string): number => collator().compare(a, b)
