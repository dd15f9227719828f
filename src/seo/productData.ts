/**
 * The product page's structured data (schema.org as JSON-LD, issue 14): Product with its Offer. Apart
 * from ./structuredData.ts (the shell's and the home page's) so that it loads with the product page.
 * tests/unit/seo/structuredData.test.ts checks it against what schema.org and Google's rich results
 * require.
 */
import type { Product } from '@/api/entities'
import type { JsonLd } from '@/components/seo'
import { unitPrice } from '@/lib/pricing'
import { isOutOfStock } from '@/rules/product'
import { priceText, SITE_NAME } from './head'
import { CONTEXT } from './structuredData'

/** schema.org's availability of a product from its stock status ('0': out of stock). */
export function availabilityOf(product: Pick<Product, 'stock_status'>): string {
  return isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock'
}

export interface ProductDataInput {
  /** The product page's canonical URL. */
  url: string
  /** Its images, absolute URLs, the main image first. */
  images: readonly string[]
  /** The text description (the meta description). */
  description: string
}

/**
 * Product with one Offer: the price the shopper pays (the price rule, src/lib/pricing.ts) in BDT,
 * availability from the stock status, the page's URL; brand and manufacturer from `menufactures`.
 */
export function productData(product: Product, { url, images, description }: ProductDataInput): JsonLd {
  const maker = product.menufactures.trim()
  const generic = product.gnerics.trim()
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.product_name,
    url,
    image: [...images],
    ...(description ? { description } : {}),
    ...(maker
      ? { brand: { '@type': 'Brand', name: maker }, manufacturer: { '@type': 'Organization', name: maker } }
      : {}),
    ...(generic ? { additionalProperty: { '@type': 'PropertyValue', name: 'Generic name', value: generic } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(unitPrice(product)),
      priceCurrency: 'BDT',
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  }
}
