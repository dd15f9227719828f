/**
 * /offers (spec 000 "Offers page"): GET /api/offers, paged on the client, 20 per page, the page in
 * the query string. Skeleton cards only while the call is in flight (no fixed 2 s delay: docs/decisions/0016).
 */
import { useLingui } from '@lingui/react/macro'
import { CollectionView, pageOf } from '@/components/catalogue'
import { useOffers } from '@/hooks/useCatalogue'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCartBindings } from '@/catalogue/cartBindings'
import { useUrlPaging } from '@/catalogue/urlState'
import { useLoadState } from '@/hooks/useRetry'

export const OFFERS_PAGE_SIZE = 20

export default function OffersPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { page, hrefForPage } = useUrlPaging(ROUTES.offers)
  const offers = useOffers()
  const load = useLoadState(offers)
  const cart = useCartBindings()
  const all = offers.data ?? []
  const shown = pageOf(all, page, OFFERS_PAGE_SIZE)
  const title = t`Offers`
  const breadcrumb = [{ label: title }]

  return (
    <>
      <PageSeo title={documentTitle(title)} breadcrumb={breadcrumb} />
      <CollectionView
        title={title}
        breadcrumb={breadcrumb}
        products={shown.items}
        total={all.length}
        {...load}
        error={offers.error ? t`Offers could not be loaded.` : null}
        page={shown.page}
        lastPage={shown.lastPage}
        perPage={OFFERS_PAGE_SIZE}
        hrefForPage={hrefForPage}
        cart={cart}
        listLabel={t`Products on offer`}
      />
    </>
  )
}
