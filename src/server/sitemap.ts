/**
 * /sitemap.xml (issue 14): the shop's public pages, found through the API's listings: the home
 * page, the offers page, every main and child category, the content pages and job posts, and
 * every product of the main categories' listings (which hold their children's products) and of
 * the offers. Written as a sitemap index whose child sitemaps hold at most 50,000 URLs each (the
 * sitemaps.org limit), each page in every indexed language (English, and Bangla under /bn). The
 * list is built at most once an hour per process (SitemapCache).
 */
import { getOffers, getCategoryProducts, type ProductPage } from '@/api/catalogue'
import { getJobs } from '@/api/content'
import type { Category, Job, PageLink, Product } from '@/api/entities'
import { getCategories, getPages } from '@/api/shell'
import { INDEXED_LOCALES, localizePath, type Locale } from '@/i18n/locale'
import { childCategoryPath, jobDetailsPath, mainCategoryPath, pagePath, productDetailsPath, ROUTES } from '@/lib/paths'

/** The most URLs one sitemap may list (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000

/** How long the list of pages is kept before it is built again. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000

/** After a failed build, how long before the next request tries again. */
export const SITEMAP_RETRY_MS = 60 * 1000

/** The API calls the sitemap is built from (the app's own, src/api; tests pass their own). */
export interface SitemapApi {
  categories(): Promise<Category[]>
  categoryProducts(slug: string, page: number): Promise<ProductPage>
  offers(): Promise<Product[]>
  pages(): Promise<PageLink[]>
  jobs(): Promise<Job[]>
}

const shopApi: SitemapApi = {
  categories: () => getCategories(),
  categoryProducts: (slug, page) => getCategoryProducts(slug, { page }),
  offers: () => getOffers(),
  pages: () => getPages(),
  jobs: () => getJobs(),
}

/** Runs `tasks` with at most `limit` at a time; rejects with the first failure. */
async function inTurns<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next
      next += 1
      const task = tasks[index]
      if (task) results[index] = await task()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

/** A call tried twice: one slow or failed answer does not lose the sitemap. */
async function twice<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch {
    return call()
  }
}

export interface CollectOptions {
  api?: SitemapApi
  /** API calls at the same time (the listing pages of a large catalogue are many). */
  concurrency?: number
}

/**
 * The paths of every public page to list, each once, in this order: home, offers, categories,
 * content pages, job posts, products. Rejects when a call fails twice (the caller keeps serving
 * the last sitemap it had).
 */
export async function collectSitemapPaths({ api = shopApi, concurrency = 4 }: CollectOptions = {}): Promise<string[]> {
  const [categories, pages, jobs, offers] = await Promise.all([
    twice(() => api.categories()),
    twice(() => api.pages()),
    twice(() => api.jobs()),
    twice(() => api.offers()),
  ])
  const paths: string[] = [ROUTES.home, ROUTES.offers]
  const add = (slug: string, path: (slug: string) => string) => {
    if (slug.trim()) paths.push(path(slug))
  }
  for (const main of categories) {
    add(main.slug, mainCategoryPath)
    for (const child of main.child_categories) add(child.slug, childCategoryPath)
  }
  for (const page of pages) add(page.slug, pagePath)
  if (jobs.length > 0) paths.push(ROUTES.jobs)
  for (const job of jobs) add(job.slug, jobDetailsPath)

  // Every page of every main category's listing: the first tells how many there are.
  const products: Product[] = []
  const listed = categories.filter((main) => main.slug.trim())
  const firsts = await inTurns(
    listed.map((main) => () => twice(() => api.categoryProducts(main.slug, 1))),
    concurrency,
  )
  const rest = listed.flatMap((main, index) => {
    const last = Math.max(1, Math.floor(firsts[index]?.last_page ?? 1))
    return Array.from({ length: last - 1 }, (_, page) => () => twice(() => api.categoryProducts(main.slug, page + 2)))
  })
  for (const page of [...firsts, ...(await inTurns(rest, concurrency))]) products.push(...page.data)
  products.push(...offers)
  for (const product of products) add(product.slug, productDetailsPath)

  return [...new Set(paths)]
}

/**
 * Every page in each language search engines are asked to index (issue 16): the English path,
 * then the same page under /bn, and so on, so both languages of a page sit side by side.
 */
export function inEveryIndexedLanguage(
  paths: readonly string[],
  locales: readonly Locale[] = INDEXED_LOCALES,
): string[] {
  return paths.flatMap((path) => locales.map((locale) => localizePath(path, locale)))
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' }

/** Text for XML content or attributes: & < > ' " as entities. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => XML_ESCAPES[char] ?? char)
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A sitemap: one `<url><loc>` per absolute URL. */
export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${xmlEscape(url)}</loc></url>`).join('\n')
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${entries}\n</urlset>\n`
}

/** A sitemap index: one `<sitemap><loc>` per child sitemap's absolute URL. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${xmlEscape(url)}</loc></sitemap>`).join('\n')
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`
}

/** The path of the n-th child sitemap (from 1). */
export function childSitemapPath(n: number): string {
  return `/sitemap-${n}.xml`
}

/** How many child sitemaps `count` URLs take (at least one, so the index is never empty). */
export function childSitemapCount(count: number, perSitemap = MAX_SITEMAP_URLS): number {
  return Math.max(1, Math.ceil(count / perSitemap))
}

/** The URLs of the n-th child sitemap (from 1), or null when there is no such sitemap. */
export function childSitemapUrls<T>(items: readonly T[], n: number, perSitemap = MAX_SITEMAP_URLS): T[] | null {
  if (!Number.isSafeInteger(n) || n < 1 || n > childSitemapCount(items.length, perSitemap)) return null
  return items.slice((n - 1) * perSitemap, n * perSitemap)
}

/**
 * The list of pages, built at most once per `ttlMs` and shared by every request. A stale list is
 * served while a new one is built; when a build fails, the last list is kept and the next request
 * after `retryMs` tries again (without a list, the requests in between fail at once).
 */
export class SitemapCache {
  private list: { at: number; paths: string[] } | null = null
  private building: Promise<string[]> | null = null
  private failure: { at: number; error: unknown } | null = null

  constructor(
    private readonly build: () => Promise<string[]>,
    private readonly ttlMs = SITEMAP_TTL_MS,
    private readonly retryMs = SITEMAP_RETRY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  paths(): Promise<string[]> {
    const { list } = this
    if (list && this.now() - list.at < this.ttlMs) return Promise.resolve(list.paths)
    if (!this.building) {
      if (this.failure && this.now() - this.failure.at < this.retryMs) {
        return list ? Promise.resolve(list.paths) : Promise.reject(toError(this.failure.error))
      }
      this.building = this.build().then(
        (paths) => {
          this.list = { at: this.now(), paths }
          this.failure = null
          this.building = null
          return paths
        },
        (error: unknown) => {
          this.failure = { at: this.now(), error }
          this.building = null
          throw toError(error)
        },
      )
      // Served stale meanwhile: the failure is reported by whoever waits for a first list.
      if (list) this.building.catch(() => undefined)
    }
    return list ? Promise.resolve(list.paths) : this.building
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
