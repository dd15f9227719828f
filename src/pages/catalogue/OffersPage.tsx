/**
 * /offers (spec 000 "Offers page"): GET /api/offers, paged on the client, 20 per page, the page in
 * the query string. Skeleton cards only while the call is in flight (no fixed 2 s delay: docs/decisions/0016).
 */
import { useLingui } from '@lingui/react/macro'
import { ListingView } from '@/components/catalogue/ListingView'
import { useOffers } from '@/hooks/useCatalogue'
import { ROUTES } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCollectionPage } from '@/catalogue/useCollectionPage'

export default function OffersPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const offers = useOffers()
  const collection = useCollectionPage(ROUTES.offers, offers, offers.data)
  const title = t`Offers`
  const breadcrumb = [{ label: title }]

  return (
    <>
      <PageSeo title={documentTitle(title)} breadcrumb={breadcrumb} />
      <ListingView
        title={title}
        breadcrumb={breadcrumb}
        {...collection}
        error={offers.error ? t`Offers could not be loaded.` : null}
        listLabel={t`Products on offer`}
      />
    </>
  )
}
