/** Category tree, listings, search, offers, manufacturer and landing pages. */
import { categories } from '../data/catalogue'
import { landingPages } from '../data/content'
import type { ProductRecord } from '../data/types'
import {
  categoryBySlug,
  offerProducts,
  parseSort,
  productBySlug,
  productsByManufacturer,
  productsOfSlug,
  searchProducts,
  sortProducts,
} from '../lib/catalogue'
import { notFound } from '../lib/failure'
import { LISTING_PAGE_SIZE, pageWithMeta, paginate } from '../lib/paginate'
import { json, pageOf, route, type RouteContext } from './http'
import { toProduct, toProducts } from './present'

/** Paginated, sorted listing; an unknown slug gives an empty paginator. */
function listing({ url, param }: RouteContext, pick: (slug: string) => readonly ProductRecord[]): Response {
  const sorted = sortProducts(pick(param('slug')), parseSort(url.searchParams.get('sort')))
  return json(paginate(sorted.map(toProduct), pageOf(url), LISTING_PAGE_SIZE, url))
}

export const catalogueHandlers = [
  route('GET', '/api/categories/', () =>
    json({
      data: categories.map((main) => ({
        id: main.id,
        name: main.name,
        slug: main.slug,
        parent_id: null,
        child_categories: main.children.map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
      })),
    }),
  ),

  route('GET', '/api/page-category-name/{slug}', ({ param }) => {
    const match = categoryBySlug(param('slug'))
    if (!match) throw notFound('Category')
    return json({ name: match.main.name, slug: match.main.slug })
  }),

  /** /product/{slug}: a main category with all its children. */
  route('GET', '/api/category-product/{slug}', (context) => listing(context, productsOfSlug)),

  /** /category/{slug} and /sub-category/{slug}: exactly that child category (a main slug lists all its children). */
  route('GET', '/api/categorywiseproduct/{slug}', (context) => listing(context, productsOfSlug)),

  route('GET', '/api/v2/product-search/{query}', ({ url, param }) =>
    json(pageWithMeta(toProducts(searchProducts(param('query'))), pageOf(url), LISTING_PAGE_SIZE)),
  ),

  route('GET', '/api/offers', () => json({ data: toProducts(offerProducts()) })),

  route('GET', '/api/manufacture/{manufacture}', ({ param }) =>
    json({ data: toProducts(productsByManufacturer(param('manufacture'))) }),
  ),

  route('GET', '/api/v2/landing-page/{slug}', ({ param }) => {
    const page = landingPages.find((p) => p.slug === param('slug'))
    if (!page) throw notFound('Landing page')
    const list = page.productSlugs.flatMap((slug) => productBySlug(slug) ?? [])
    return json({ title: page.title, data: toProducts(list) })
  }),
]
