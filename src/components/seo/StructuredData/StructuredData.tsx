import { scriptSafeJson } from '@/lib/scriptJson'

/** A schema.org object as JSON-LD: '@context' and '@type', then its properties. */
export interface JsonLd {
  '@context': 'https://schema.org'
  '@type': string
  [property: string]: unknown
}

export interface StructuredDataProps {
  /** One `<script type="application/ld+json">` per object. */
  data: readonly JsonLd[]
  /** The page's CSP nonce when it is server-rendered (every script of the HTML carries it). */
  nonce?: string | null
}

/**
 * Structured data for search engines (JSON-LD): data, not code. The JSON is escaped like the
 * server's page data (no `<`, `>`, `&`, U+2028/9 as such), so a product name holding `</script>`
 * cannot end the element. Rendered in place (it hydrates like any element); renders nothing visible.
 */
export function StructuredData({ data, nonce }: StructuredDataProps) {
  return (
    <>
      {data.map((item, index) => (
        <script key={`${index}-${item['@type']}`} type="application/ld+json" nonce={nonce ?? undefined}>
          {scriptSafeJson(item)}
        </script>
      ))}
    </>
  )
}
