/** Availability as Open Graph's product namespace writes it. */
export type ProductAvailability = 'in stock' | 'out of stock'

export interface PageHeadProps {
  /** The document title, suffix included ('Napa 500 mg Tablet | Online Pharmacy'). */
  title: string
  /** The page's one meta description (also Open Graph's). */
  description: string
  keywords?: string | null
  /** The absolute canonical URL (also og:url); null for a page that is not to be indexed. */
  canonicalUrl: string | null
  /** The same page in other languages (`<link rel="alternate" hreflang>`), 'x-default' included. */
  alternates?: ReadonlyArray<{ hrefLang: string; href: string }>
  /** Keeps search engines from indexing the page (account, checkout, cart, no results, 404). */
  noindex?: boolean
  /** og:site_name. */
  siteName: string
  /** og:type: 'product' on a product page, else 'website'. */
  type?: 'website' | 'product'
  /** The title shared in previews (og:title); the document title when not given. */
  socialTitle?: string
  /** The preview image, an absolute URL. */
  image?: { url: string; alt: string } | null
  /** A product page's price (amount with 2 decimals, ISO currency) and availability. */
  product?: { amount: string; currency: string; availability: ProductAvailability } | null
}

/**
 * A page's head: title, description, canonical URL, robots, Open Graph tags and the Twitter (X)
 * card type (X reads the Open Graph tags for the rest).
 * Rendered anywhere in the page; React 19 hoists the tags into the document's head (the server
 * writes them there), keeps them in step while the page shows and removes them with the page, so
 * there is one head per page. Renders nothing in the page itself.
 */
export function PageHead({
  title,
  description,
  keywords,
  canonicalUrl,
  alternates = [],
  noindex = false,
  siteName,
  type = 'website',
  socialTitle,
  image,
  product,
}: PageHeadProps) {
  const shared = socialTitle ?? title
  // [name or Open Graph property, content]; tags without content are left out.
  const tags: Array<[string, string | null | undefined]> = [
    ['description', description],
    ['keywords', keywords],
    ['robots', noindex ? 'noindex' : null],
    ['og:site_name', siteName],
    ['og:type', type],
    ['og:title', shared],
    ['og:description', description],
    ['og:url', canonicalUrl],
    ['og:image', image?.url],
    ['og:image:alt', image?.alt],
    ['product:price:amount', product?.amount],
    ['product:price:currency', product?.currency],
    ['product:availability', product?.availability],
    // X (Twitter) reads og:title, og:description and og:image when its own tags are absent.
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
  ]
  return (
    <>
      <title>{title}</title>
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {tags.map(([key, content]) =>
        content ? (
          // Open Graph's tags are properties (RDFa); the others are names.
          <meta key={key} {...(/^(og|product):/.test(key) ? { property: key } : { name: key })} content={content} />
        ) : null,
      )}
    </>
  )
}
