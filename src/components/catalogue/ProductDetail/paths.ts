/** Links out of the product page. */
export function manufacturerPath(manufacturer: string): string {
  return `/manufacture-products/${encodeURIComponent(manufacturer)}`
}

export function stockRequestPath(slug: string): string {
  return `/stock-request/${encodeURIComponent(slug)}`
}
