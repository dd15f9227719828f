/** /manufacture-products/{manufacture}: GET /api/manufacture/{manufacture}, paged on the client like the offers. */
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { CollectionView, pageOf } from '@/components/catalogue'
import { useManufacturerProducts } from '@/hooks/useCatalogue'
import { manufacturerPath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCartBindings } from '@/catalogue/cartBindings'
import { OFFERS_PAGE_SIZE } from './OffersPage'
import { useUrlPaging } from '@/catalogue/urlState'
import { useLoadState } from '@/hooks/useRetry'

export default function ManufacturerPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { manufacture = '' } = useParams()
  const name = manufacture.trim()
  const { page, hrefForPage } = useUrlPaging(manufacturerPath(manufacture))
  const products = useManufacturerProducts(name)
  const load = useLoadState(products)
  const cart = useCartBindings()
  const all = products.data ?? []
  const shown = pageOf(all, page, OFFERS_PAGE_SIZE)

  return (
    <>
      <PageSeo title={documentTitle(name)} breadcrumb={[{ label: name }]} />
      <CollectionView
        title={name}
        breadcrumb={[{ label: name }]}
        products={shown.items}
        total={all.length}
        {...load}
        error={products.error ? t`Products could not be loaded.` : null}
        page={shown.page}
        lastPage={shown.lastPage}
        perPage={OFFERS_PAGE_SIZE}
        hrefForPage={hrefForPage}
        cart={cart}
        listLabel={t`Products by ${name}`}
      />
    </>
  )
}
