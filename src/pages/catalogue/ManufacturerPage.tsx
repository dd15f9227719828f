/** /manufacture-products/{manufacture}: GET /api/manufacture/{manufacture}, paged on the client like the offers. */
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { ListingView } from '@/components/catalogue/ListingView'
import { useManufacturerProducts } from '@/hooks/useCatalogue'
import { manufacturerPath } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/title'
import { PageSeo } from '@/app/PageSeo'
import { useCollectionPage } from '@/catalogue/useCollectionPage'

export default function ManufacturerPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { manufacture = '' } = useParams()
  const name = manufacture.trim()
  const products = useManufacturerProducts(name)
  const collection = useCollectionPage(manufacturerPath(manufacture), products, products.data)

  return (
    <>
      <PageSeo title={documentTitle(name)} breadcrumb={[{ label: name }]} />
      <ListingView
        title={name}
        breadcrumb={[{ label: name }]}
        {...collection}
        error={products.error ? t`Products could not be loaded.` : null}
        listLabel={t`Products by ${name}`}
      />
    </>
  )
}
