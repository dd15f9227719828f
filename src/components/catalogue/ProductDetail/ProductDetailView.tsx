import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Product } from '@/api/entities'
import { HydrationSlice } from '@/lib/hydrated'
import { Breadcrumb, type BreadcrumbLink } from '../Breadcrumb'
import { ProductGallery, type GalleryImage } from '../ProductGallery'
import type { CartBindings } from '../ProductResults'
import { RelatedCarousel } from '../RelatedProducts'
import { SafeHtml } from '../SafeHtml'
import { ProductSummary, type ProductSummaryProps } from './ProductSummary'
import styles from './ProductDetail.module.css'

export interface ProductDetailViewProps extends ProductSummaryProps {
  /** Crumbs after Home, ending with the product. */
  breadcrumb: readonly BreadcrumbLink[]
  images: readonly GalleryImage[]
  /** The product's other images are still loading: the gallery keeps their place. */
  imagesPending?: boolean
  related: readonly Product[]
  relatedLoading?: boolean
  /** Cart state of the related products' cards. */
  cart: CartBindings
}

/** The product page (spec 000 "Product detail page"): gallery, buying panel, description, related carousel. */
export function ProductDetailView({
  breadcrumb,
  images,
  imagesPending = false,
  related,
  relatedLoading = false,
  cart,
  ...summary
}: ProductDetailViewProps) {
  const { t } = useLingui()
  const { product } = summary
  const descriptionId = useId()
  return (
    <article className={styles.page}>
      <Breadcrumb items={breadcrumb} />
      <div className={styles.top}>
        <ProductGallery images={images} morePending={imagesPending} />
        <ProductSummary {...summary} />
      </div>
      {product.description && (
        <section className={styles.description} aria-labelledby={descriptionId}>
          <h2 id={descriptionId} className={styles.sectionTitle}>
            {t`Description`}
          </h2>
          <SafeHtml html={product.description} headingBase={3} />
        </section>
      )}
      {/* Under the first screen: hydrated after the page above it, in tasks of its own. */}
      <HydrationSlice>
        <RelatedCarousel product={product} related={related} loading={relatedLoading} cart={cart} />
      </HydrationSlice>
    </article>
  )
}
