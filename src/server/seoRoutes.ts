/**
 * The files search engines read (issue 14): /robots.txt, /sitemap.xml (a sitemap index) and its
 * child sitemaps /sitemap-1.xml, /sitemap-2.xml, ... Absolute URLs on PUBLIC_ORIGIN, never on a
 * request's Host (src/server/origin.ts). Mounted before the page handler (src/server/app.ts).
 */
import express, { type Request, type Response } from 'express'
import { absoluteUrl } from '@/seo/head'
import type { FailureLog } from './page'
import { robotsTxt } from './robots'
import {
  childSitemapCount,
  childSitemapPath,
  childSitemapUrls,
  MAX_SITEMAP_URLS,
  sitemapIndexXml,
  urlsetXml,
  type SitemapCache,
} from './sitemap'

export interface SeoRoutesOptions {
  /** The shop's public origin (PUBLIC_ORIGIN). */
  publicOrigin: string
  sitemap: SitemapCache
  log: FailureLog
  /** URLs per child sitemap (tests use fewer). */
  perSitemap?: number
}

/** Crawlers and CDNs may keep these for an hour: the list is rebuilt hourly anyway. */
const CACHE_FOR_AN_HOUR = 'public, max-age=3600'

export function seoRoutes({
  publicOrigin,
  sitemap,
  log,
  perSitemap = MAX_SITEMAP_URLS,
}: SeoRoutesOptions): express.Router {
  const router = express.Router()

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', CACHE_FOR_AN_HOUR).send(robotsTxt(publicOrigin))
  })

  const sendXml = (res: Response, xml: string) => {
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', CACHE_FOR_AN_HOUR).send(xml)
  }

  /** The list of pages, or a 503 (the API could not be read, and there is no earlier list). */
  const pathsOr503 = async (res: Response): Promise<string[] | null> => {
    try {
      return await sitemap.paths()
    } catch (error) {
      log.report(
        'sitemap',
        `[seo] the sitemap could not be built: ${error instanceof Error ? error.message : String(error)}`,
      )
      res.status(503).setHeader('Retry-After', '60').type('text/plain; charset=utf-8').send('Service Unavailable')
      return null
    }
  }

  router.get('/sitemap.xml', async (_req: Request, res: Response) => {
    const paths = await pathsOr503(res)
    if (!paths) return
    const count = childSitemapCount(paths.length, perSitemap)
    const children = Array.from({ length: count }, (_, i) => absoluteUrl(publicOrigin, childSitemapPath(i + 1)))
    sendXml(res, sitemapIndexXml(children))
  })

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, async (req: Request, res: Response) => {
    const paths = await pathsOr503(res)
    if (!paths) return
    const params = req.params as Record<string, string | undefined>
    const chunk = childSitemapUrls(paths, Number(params[0]), perSitemap)
    if (!chunk) {
      res.status(404).type('text/plain; charset=utf-8').send('Not Found')
      return
    }
    sendXml(res, urlsetXml(chunk.map((path) => absoluteUrl(publicOrigin, path))))
  })

  return router
}
