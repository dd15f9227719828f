/**
 * The meta description of a server-rendered page, as the server wrote it (a module of its own,
 * beside PageSeo: only the pages that derive their description from server HTML load it).
 */
import { useLocale } from '@/i18n/LocaleContext'
import { useServerText } from '@/lib/serverHtml'
import { defaultDescription } from '@/seo/head'

/**
 * A page's meta description derived from server HTML (`derive`, e.g. an excerpt of a product's
 * description), taken from the `<meta name="description">` the server wrote while the page
 * hydrates (useServerText): deriving it sanitises and parses the HTML again, which was the larger
 * part of the product page's longest hydration task (docs/perf.md). `source` is what it is derived
 * from (a change derives it again). The server's meta holds the shop's default when the page had
 * no description of its own: that is not adopted. The calling component renders again when
 * hydration ends: call it in a small one.
 */
export function useServerMetaDescription(source: string, derive: () => string): string {
  const locale = useLocale()
  return useServerText(source, derive, () => {
    const content = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
    return content && content !== defaultDescription(locale) ? content : null
  })
}
