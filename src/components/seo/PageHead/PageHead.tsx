/** Availability as Open Graph's product namespace writes it. */
export type ProductAvailability = 'in stock' | 'out of stock'

export interface PageHeadProps {
  /** The document title, suffix included ('Napa 500 mg Tablet | Online Pharmacy'). */
  title: string
  /** The page's one meta description (also Open Graph's and Twitter's). */
  description: string
  keywords?: string | null
  /** The absolute canonical URL (also og:url); null for a page that is not to be indexed. */
  canonicalUrl: string | null
  /** Keeps search engines from indexing the page (account, checkout, cart, no results, 404). */
  noindex?: boolean
  /** og:site_name. */
  siteName: string
  /** og:type: 'product' on a product page, else 'website'. */
  type?: 'website' | 'product'
  /** The title shared in previews (og:title, twitter:title); the document title when not given. */
  socialTitle?: string
  /** The preview image, an absolute URL. */
  image?: { url: string; alt: string } | null
  /** A product page's price (amount with 2 decimals, ISO currency) and availability. */
  product?: { amount: string; currency: string; availability: ProductAvailability } | null
}

/**
 * A page's head: title, description, canonical URL, robots, Open Graph and Twitter card tags.
 * Rendered anywhere in the page; React 19 hoists the tags into the document's head (the server
 * writes them there), keeps them in step while the page shows and removes them with the page, so
 * there is one head per page. Renders nothing in the page itself.
 */
export function PageHead({
  title,
  description,
  keywords,
  canonicalUrl,
  noindex = false,
  siteName,
  type = 'website',
  socialTitle,
  image,
  product,
}: PageHeadProps) {
  const shared = socialTitle ?? title
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shared} />
      <meta property="og:description" content={description} />
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image ? <meta property="og:image:alt" content={image.alt} /> : null}
      {product ? <meta property="product:price:amount" content={product.amount} /> : null}
      {product ? <meta property="product:price:currency" content={product.currency} /> : null}
      {product ? <meta property="product:availability" content={product.availability} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shared} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {image ? <meta name="twitter:image:alt" content={image.alt} /> : null}
    </>
  )
}
