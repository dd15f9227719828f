/**
 * /product-details/{slug} (spec 000 "Product detail page") from the product detail calls:
 * product-details (the product), prodcut-image and product-sub-image (gallery), product-cat-subcat
 * (breadcrumb; product-main-category when it has nothing), related-product (carousel). Viewing a
 * product posts it to store-recommended-product once. Only the product itself is waited for: the
 * other parts fill in when they arrive, and a failed part leaves its place empty.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { childCategoryPath, mainCategoryPath, productDetailsPath } from '@/lib/paths'
import { productImageUrl, type BreadcrumbItem, type CategoryRef, type Product, type SubImage } from '@/api'
import { useProductQuantity } from '@/cart/useProductQuantity'
import { HttpStatus } from '@/app/ssr/status'
import { usePublicOrigin } from '@/app/ssr/origin'
import { useCartActions } from '@/cart/useCartActions'
import {
  LoadError,
  NotFoundView,
  ProductDetailSkeleton,
  ProductDetailView,
  type BreadcrumbLink,
  type GalleryImage,
} from '@/components/catalogue'
import {
  useProductBreadcrumb,
  useProductDetails,
  useProductImage,
  useProductMainCategory,
  useProductSubImages,
  useRelatedProducts,
} from '@/hooks/useCatalogue'
import { useRecordProductView } from '@/hooks/useRecordProductView'
import { useRetry } from '@/hooks/useRetry'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { excerpt } from '@/lib/sanitize'
import { unitPrice } from '@/lib/pricing'
import { useDocumentTitle } from '@/lib/title'
import { i18nFor } from '@/i18n/lingui'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locale'
import { useLocale } from '@/i18n/LocaleContext'
import { formatCount } from '@/i18n/numbers'
import { useRememberView } from '@/recentlyViewed/recentlyViewedStore'
import { isOutOfStock } from '@/rules/product'
import { absoluteUrl, DESCRIPTION_LENGTH } from '@/seo/head'
import { productData } from '@/seo/productData'
import { PageSeo } from '@/app/PageSeo'
import { useServerMetaDescription } from '@/app/serverMetaDescription'
import { useSession } from '@/session/session'
import { toastWishlistToggled } from '@/wishlist/toasts'
import { useWishlist, wishlistStore } from '@/wishlist/wishlistStore'
import { useCartBindings } from '@/catalogue/cartBindings'

/** The staff account that sees SKUs (spec 000 s6). */
export const SKU_USER_ID = 2

/**
 * Main image first (prodcut-image, else the product's main_image), then the sub images; no file
 * twice. The alt texts are in `locale`'s language.
 */
export function galleryImages(
  product: Product,
  mainImage: string | undefined,
  subImages: readonly SubImage[],
  locale: Locale = DEFAULT_LOCALE,
): GalleryImage[] {
  const files = [mainImage || product.main_image, ...subImages.map((s) => s.sub_image)]
  const urls = [...new Set(files.map((file) => productImageUrl(file)))]
  const i18n = i18nFor(locale)
  const name = product.product_name
  const count = formatCount(urls.length, locale)
  return urls.map((src, i) => {
    const position = formatCount(i + 1, locale)
    return { src, alt: urls.length > 1 ? i18n._(msg`${name}, image ${position} of ${count}`) : name }
  })
}

/** Main category › child category › product; the main category alone when the trail is unknown. */
export function productBreadcrumb(
  product: Product,
  trail: readonly BreadcrumbItem[] | undefined,
  main: CategoryRef | undefined,
): BreadcrumbLink[] {
  const crumbs: BreadcrumbLink[] = []
  if (trail && trail.length > 0) {
    trail.forEach((item, i) =>
      crumbs.push({ label: item.CatName, to: i === 0 ? mainCategoryPath(item.slug) : childCategoryPath(item.slug) }),
    )
  } else if (main?.name) {
    crumbs.push({ label: main.name, to: main.slug ? mainCategoryPath(main.slug) : undefined })
  }
  return [...crumbs, { label: product.product_name }]
}

/** The meta description: the short description as text (else the long one), at most DESCRIPTION_LENGTH characters. */
export function metaDescription(product: Product): string {
  return excerpt(product.short_description, DESCRIPTION_LENGTH) || excerpt(product.description, DESCRIPTION_LENGTH)
}

interface ProductSeoProps {
  product: Product
  path: string
  url: string
  origin: string
  breadcrumb: readonly BreadcrumbLink[]
  images: readonly GalleryImage[]
}

/**
 * The product page's head and structured data. Its description is the server's while the page
 * hydrates (useServerMetaDescription: deriving it sanitises and parses the product's HTML again),
 * and is derived from the product otherwise. A component of its own: it renders again when
 * hydration ends, the page does not.
 */
function ProductSeo({ product, path, url, origin, breadcrumb, images }: ProductSeoProps) {
  const documentTitle = useDocumentTitle()
  const description = useServerMetaDescription(
    `${product.short_description ?? ''}\u0000${product.description ?? ''}`,
    () => metaDescription(product),
  )
  return (
    <PageSeo
      title={documentTitle(product.product_name)}
      description={description}
      keywords={product.meta_tag}
      path={path}
      type="product"
      socialTitle={product.product_name}
      image={images[0] ? { src: images[0].src, alt: product.product_name } : null}
      product={{ price: unitPrice(product), inStock: !isOutOfStock(product) }}
      breadcrumb={breadcrumb}
      structuredData={[
        productData(product, { url, description, images: images.map((item) => absoluteUrl(origin, item.src)) }),
      ]}
    />
  )
}

export default function ProductDetailsPage() {
  const { t } = useLingui()
  const documentTitle = useDocumentTitle()
  const { slug = '' } = useParams()
  const details = useProductDetails(slug)
  const retry = useRetry(details.mutate)
  const product = details.data

  if (details.error?.status === 404) {
    return (
      <>
        <HttpStatus code={404} />
        <PageSeo title={documentTitle(t`Product not found`)} noindex path={null} />
        <NotFoundView title={t`Product not found`} message={t`This product does not exist or is no longer sold.`} />
      </>
    )
  }
  if (details.error) {
    return (
      <>
        <PageSeo title={documentTitle(t`Product`)} />
        <LoadError message={t`This product could not be loaded.`} onRetry={retry.retry} retrying={retry.retrying} />
      </>
    )
  }
  if (!product) return <ProductDetailSkeleton />
  // Keyed by product: another product starts with a fresh stepper (1) and zoom.
  return <ProductDetails key={product.id} slug={slug} product={product} />
}

function ProductDetails({ slug, product }: { slug: string; product: Product }) {
  const locale = useLocale()
  const image = useProductImage(slug)
  const subImages = useProductSubImages(slug)
  const trail = useProductBreadcrumb(slug)
  const main = useProductMainCategory(slug)
  const related = useRelatedProducts(slug)
  const { data: siteMeta } = useSiteMeta()
  const session = useSession()
  const wishlist = useWishlist()
  const { onAddToCart: addToCart } = useCartActions()
  const cart = useCartBindings()
  const stepper = useProductQuantity()
  const origin = usePublicOrigin()
  useRecordProductView(product.id)
  useRememberView(product)

  const inWishlist = wishlist.some((p) => p.id === product.id)
  const showSku = session.signedIn && session.user?.id === SKU_USER_ID
  // The canonical URL: what the head names, the structured data's url and what the share links share.
  const path = productDetailsPath(product.slug)
  const url = absoluteUrl(origin, path)
  const breadcrumb = productBreadcrumb(product, trail.data, main.data)
  const images = galleryImages(product, image.data?.main_image, subImages.data ?? [], locale)

  return (
    <>
      <ProductSeo product={product} path={path} url={url} origin={origin} breadcrumb={breadcrumb} images={images} />
      <ProductDetailView
        product={product}
        breadcrumb={breadcrumb}
        images={images}
        imagesPending={subImages.isLoading || image.isLoading}
        related={related.data ?? []}
        relatedLoading={related.isLoading}
        cart={cart}
        showSku={showSku}
        quantity={stepper.quantity}
        onIncrement={stepper.increment}
        onDecrement={stepper.decrement}
        onAddToCart={() => {
          addToCart(product, stepper.quantity)
          stepper.reset()
        }}
        inWishlist={inWishlist}
        onToggleWishlist={() => {
          const listed = wishlistStore.toggle(product)
          toastWishlistToggled(listed)
        }}
        shareUrl={url}
        appLinks={{ android: siteMeta?.android_apps, ios: siteMeta?.ios }}
      />
    </>
  )
}
