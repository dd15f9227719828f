/** /landing-page/{slug}: GET /api/v2/landing-page/{slug}; the grid shows the answer's data (the original's data.data). */
import { useLingui } from '@lingui/react/macro'
import { HttpStatus } from '@/app/ssr/status'
import { useParams } from 'react-router-dom'
import { CollectionView, NotFoundView, pageOf } from '@/components/catalogue'
import { useLandingPage } from '@/hooks/useCatalogue'
import { landingPagePath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCartBindings } from '@/catalogue/cartBindings'
import { OFFERS_PAGE_SIZE } from './OffersPage'
import { useUrlPaging } from '@/catalogue/urlState'
import { useLoadState } from '@/hooks/useRetry'

export default function LandingPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug = '' } = useParams()
  const { page, hrefForPage } = useUrlPaging(landingPagePath(slug))
  const landing = useLandingPage(slug)
  const load = useLoadState(landing)
  const cart = useCartBindings()

  if (landing.error?.status === 404) {
    return (
      <>
        <HttpStatus code={404} />
        <PageSeo title={documentTitle(t`Page not found`)} noindex path={null} />
        <NotFoundView message={t`This offer page does not exist or has ended.`} />
      </>
    )
  }

  const all = landing.data?.data ?? []
  const shown = pageOf(all, page, OFFERS_PAGE_SIZE)
  const offers = t`Offers`
  const title = landing.data ? landing.data.title || offers : landing.error ? offers : null
  const breadcrumb = [{ label: title ?? offers }]

  return (
    <>
      <PageSeo title={documentTitle(title ?? offers)} breadcrumb={breadcrumb} />
      <CollectionView
        title={title}
        breadcrumb={breadcrumb}
        products={shown.items}
        total={all.length}
        {...load}
        error={landing.error ? t`Products could not be loaded.` : null}
        page={shown.page}
        lastPage={shown.lastPage}
        perPage={OFFERS_PAGE_SIZE}
        hrefForPage={hrefForPage}
        cart={cart}
        listLabel={title ? t`Products of ${title}` : t`Products`}
      />
    </>
  )
}
