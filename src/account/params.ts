/** Route and query values of the account pages. */

/** A route id as a positive whole number, or null. */
export function idFromParam(value: string | undefined): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The page in the query string: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}
