/**
 * The one email rule of the storefront: every form (sign-in, registration, address, checkout,
 * content forms) and every mailto link built from the shop's data (footer, job applications)
 * asks `isEmail`. It is zod's email pattern (local@domain.tld, no spaces, no dots at the ends);
 * the server stays the judge of what it accepts.
 */
import { z } from 'zod/mini'

/** Whether `value` (trimmed) is an email address. */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value.trim())
}

/** An optional email field: empty, or an email address. */
export function isEmailOrEmpty(value: string): boolean {
  return value.trim() === '' || isEmail(value)
}
