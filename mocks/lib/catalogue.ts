/** Read-only queries over the static catalogue (products and categories never change at run time). */
import { categories, products } from '../data/catalogue'
import type { CategoryRecord, ChildCategoryRecord, ProductRecord } from '../data/types'
import { payablePaisa } from './money'

const byId = new Map(products.map((p) => [p.id, p]))
const bySlug = new Map(products.map((p) => [p.slug, p]))

export function productById(id: number): ProductRecord | undefined {
  return byId.get(id)
}

export function productBySlug(slug: string): ProductRecord | undefined {
  return bySlug.get(slug)
}

export type CategoryMatch =
  { kind: 'main'; main: CategoryRecord } | { kind: 'child'; main: CategoryRecord; child: ChildCategoryRecord }

export function categoryBySlug(slug: string): CategoryMatch | undefined {
  for (const main of categories) {
    if (main.slug === slug) return { kind: 'main', main }
    const child = main.children.find((c) => c.slug === slug)
    if (child) return { kind: 'child', main, child }
  }
  return undefined
}

export function mainCategoryOf(product: ProductRecord): CategoryRecord | undefined {
  return categories.find((c) => c.id === product.extra.mainCategoryId)
}

export function childCategoryOf(product: ProductRecord): ChildCategoryRecord | undefined {
  return mainCategoryOf(product)?.children.find((c) => c.id === product.extra.categoryId)
}

/** Products of a main category (with all its children) or of exactly one child category. */
export function productsInCategory(match: CategoryMatch): ProductRecord[] {
  return match.kind === 'main'
    ? products.filter((p) => p.extra.mainCategoryId === match.main.id)
    : products.filter((p) => p.extra.categoryId === match.child.id)
}

/** Products of a category slug, or [] for an unknown slug. */
export function productsOfSlug(slug: string, limit?: number): ProductRecord[] {
  const match = categoryBySlug(slug)
  const list = match ? productsInCategory(match) : []
  return limit === undefined ? list : list.slice(0, limit)
}

export const SORTS = ['default', 'price_asc', 'price_desc', 'latest', 'popular'] as const
export type Sort = (typeof SORTS)[number]

export function parseSort(value: string | null): Sort {
  return SORTS.find((s) => s === value) ?? 'default'
}

const payable = (p: ProductRecord): number => payablePaisa(p.price, p.discount_price)

/** Sorts a copy; ties keep catalogue order. */
export function sortProducts(list: readonly ProductRecord[], sort: Sort): ProductRecord[] {
  const copy = [...list]
  switch (sort) {
    case 'price_asc':
      return copy.sort((a, b) => payable(a) - payable(b) || a.id - b.id)
    case 'price_desc':
      return copy.sort((a, b) => payable(b) - payable(a) || a.id - b.id)
    case 'latest':
      return copy.sort((a, b) => b.extra.createdAt.localeCompare(a.extra.createdAt) || b.id - a.id)
    case 'popular':
      return copy.sort((a, b) => b.extra.popularity - a.extra.popularity || a.id - b.id)
    case 'default':
      return copy.sort((a, b) => a.id - b.id)
  }
}

/** Case-insensitive match on name, generic and manufacturer; the query is trimmed. */
export function searchProducts(query: string): ProductRecord[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return []
  return products.filter((p) =>
    [p.product_name, p.gnerics, p.menufactures].some((field) => field.toLocaleLowerCase().includes(needle)),
  )
}

/** Medicines: the other brands of the same generic and strength (alternate brands); others: same category. */
export function relatedProducts(product: ProductRecord, limit = 12): ProductRecord[] {
  const related =
    product.type === 'medicine'
      ? products.filter(
          (p) =>
            p.id !== product.id &&
            p.type === 'medicine' &&
            p.gnerics === product.gnerics &&
            p.strength === product.strength,
        )
      : products.filter((p) => p.id !== product.id && p.extra.categoryId === product.extra.categoryId)
  return related.slice(0, limit)
}

export function offerProducts(): ProductRecord[] {
  return products.filter((p) => p.discount_price !== null)
}

export function featuredProducts(): ProductRecord[] {
  return products.filter((p) => p.extra.featured)
}

export function productsByManufacturer(name: string): ProductRecord[] {
  const needle = name.trim().toLocaleLowerCase()
  return products.filter((p) => p.menufactures.toLocaleLowerCase() === needle)
}
