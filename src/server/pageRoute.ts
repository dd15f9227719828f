/**
 * The pages: every GET or HEAD that no earlier part of the app (static files, the API proxy,
 * robots.txt and the sitemap) answered gets a server-rendered page. The remembered language
 * (the lang cookie) is decided first; each answer has its own CSP nonce.
 */
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { localeFromCookie, rememberedLocation } from '@/i18n/locale'
import { isMobileRequest, pageRequest, plain, type AppOptions } from './app'
import { requestOrigin } from './origin'
import { answerPage } from './page'
import { securityHeaders } from './securityHeaders'

export function pageRoute(options: AppOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      plain(res, 405)
      return
    }
    const origin = requestOrigin(req, options.publicOrigin)
    const request = pageRequest(req, origin)
    if (typeof request === 'number') {
      plain(res, request)
      return
    }
    // The shopper's remembered language: an English page is sent on to the same page in Bangla.
    const url = new URL(request.url)
    const remembered = rememberedLocation(url.pathname, url.search, localeFromCookie(req.headers.cookie))
    if (remembered) {
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('Vary', 'Cookie')
      res.redirect(302, remembered)
      return
    }
    const nonce = randomBytes(16).toString('base64')
    answerPage(request, { mobile: isMobileRequest(req), origin, nonce }, options)
      .then((answer) => {
        if (answer.location) {
          res.redirect(answer.status, answer.location)
          return
        }
        for (const [name, value] of Object.entries(securityHeaders({ nonce }))) res.setHeader(name, value)
        res.setHeader('Cache-Control', 'no-cache')
        // The cookie: an English page's answer depends on the remembered language.
        res.setHeader('Vary', 'Sec-CH-UA-Mobile, User-Agent, Cookie')
        res.setHeader('Accept-CH', 'Sec-CH-UA-Mobile')
        res.status(answer.status).type('html').send(answer.html)
      })
      .catch(next)
  }
}
