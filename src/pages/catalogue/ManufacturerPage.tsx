/** /manufacture-products/{manufacture}: GET /api/manufacture/{manufacture}, paged on the client like the offers. */
import { useParams } from 'react-router-dom'
import { CollectionView, pageOf } from '@/components/catalogue'
import { useManufacturerProducts } from '@/hooks/useCatalogue'
import { manufacturerPath } from '@/lib/paths'
import { documentTitle } from '@/lib/title'
import { useCartBindings } from './cartBindings'
import { OFFERS_PAGE_SIZE } from './OffersPage'
import { loadState } from './loadState'
import { useUrlPaging } from './urlState'

export default function ManufacturerPage() {
  const { manufacture = '' } = useParams()
  const name = manufacture.trim()
  const { page, hrefForPage } = useUrlPaging(manufacturerPath(manufacture))
  const products = useManufacturerProducts(name)
  const cart = useCartBindings()
  const all = products.data ?? []
  const shown = pageOf(all, page, OFFERS_PAGE_SIZE)

  return (
    <>
      <title>{documentTitle(name)}</title>
      <CollectionView
        title={name}
        breadcrumb={[{ label: name }]}
        products={shown.items}
        total={all.length}
        {...loadState(products)}
        error={products.error ? 'Products could not be loaded.' : null}
        onRetry={() => void products.mutate()}
        page={shown.page}
        lastPage={shown.lastPage}
        perPage={OFFERS_PAGE_SIZE}
        hrefForPage={hrefForPage}
        cart={cart}
        listLabel={`Products by ${name}`}
      />
    </>
  )
}
