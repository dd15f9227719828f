import { useLocation } from 'react-router-dom'
import type { BreadcrumbLink } from '@/components/catalogue'
import { PageHead, StructuredData, type JsonLd } from '@/components/seo'
import { useLocale } from '@/i18n/LocaleContext'
import { pageHead, type HeadInput } from '@/seo/head'
import { breadcrumbData } from '@/seo/structuredData'
import { useScriptNonce } from './ssr/nonce'
import { usePublicOrigin } from './ssr/origin'

export interface PageSeoProps extends HeadInput {
  /** The page's breadcrumb as it shows it (after Home): becomes a BreadcrumbList. */
  breadcrumb?: readonly BreadcrumbLink[] | null
  /** Further structured data (src/seo/structuredData.ts), absolute URLs on the public origin. */
  structuredData?: readonly JsonLd[]
}

/**
 * A page's head and structured data, wired: the public origin (PUBLIC_ORIGIN on the server, the
 * same in the browser), the location (canonical path; the visitor's own pages are kept out of
 * search engines) and the page's CSP nonce. Every route page renders exactly one; the server
 * writes it into the HTML and React keeps it in step on client-side navigation (decision 0027).
 * A page that is not indexed gets no structured data.
 */
export function PageSeo({ breadcrumb, structuredData = [], ...input }: PageSeoProps) {
  const origin = usePublicOrigin()
  const { pathname, search } = useLocation()
  const nonce = useScriptNonce()
  const locale = useLocale()
  const head = pageHead(input, { origin, pathname, search, locale })
  const url = head.canonicalUrl
  // The breadcrumb's last crumb is the page itself, whichever page of a listing is shown.
  const crumbs =
    url && breadcrumb && breadcrumb.length > 0
      ? [breadcrumbData(origin, breadcrumb, url.split('?')[0] ?? url, locale)]
      : []
  const data: JsonLd[] = url ? [...structuredData, ...crumbs] : []
  return (
    <>
      <PageHead {...head} />
      {data.length > 0 && <StructuredData data={data} nonce={nonce} />}
    </>
  )
}
