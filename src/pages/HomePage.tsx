import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { uploadUrl } from '@/api/images'
import { PageSeo } from '@/app/PageSeo'
import { usePublicOrigin } from '@/app/ssr/origin'
import { childCategoryPath, mainCategoryPath, ROUTES } from '@/lib/paths'
import { withCartActions } from '@/cart/withCartActions'
import type { CartActions } from '@/cart/useCartActions'
import { OfferBanners, SmallBanners, TopBanners } from '@/components/home/Banners'
import { BelowTheFold, BelowTheFoldReserve, HomeLayout, SectionGroup } from '@/components/home/HomeLayout'
import { HydrationSlice } from '@/lib/hydrated'
import { onDemand } from '@/lib/onDemand'
import { ProductRow as PlainProductRow, type ProductRowProps } from '@/components/home/ProductRow'
import { RecentlyViewed as PlainRecentlyViewed, type RecentlyViewedProps } from '@/components/RecentlyViewed'
import { whatsappHref } from '@/components/layout/Footer/contactLinks'
import { BRAND_NAME } from '@/lib/brand'
import { useFeaturedProducts } from '@/hooks/useFeaturedProducts'
import {
  useHomeCategoryRow,
  useHomeMeta,
  useOfferBanners,
  useRecommendedProducts,
  useSmallBanners,
  useTopBanners,
} from '@/hooks/useHomeData'
import { useLogFailure } from '@/hooks/useLogFailure'
import { useIsMobile, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { useSiteMeta } from '@/hooks/useSiteMeta'
import { documentTitle, TITLE_SUFFIX } from '@/lib/title'
import { organizationData, webSiteData } from '@/seo/structuredData'

// The sections under the product rows are their own chunk (static content, below the fold).
const HomeLowerSections = lazy(() =>
  import('@/components/home/HomeLowerSections').then((module) => ({ default: module.HomeLowerSections })),
)

// The newsletter form (react-hook-form) and its sign-up load when the shopper scrolls near it.
const NewsletterSignUp = onDemand(() =>
  import('@/newsletter/NewsletterSignUp').then((module) => module.NewsletterSignUp),
)
// This browser's recently viewed products: after hydration (the server cannot know them), in the
// place their row keeps until then (decision 0033).
const RecentlyViewedProducts = onDemand(() =>
  import('@/recentlyViewed/RecentlyViewedProducts').then((module) => module.RecentlyViewedProducts),
)

// The rows take the cart's state themselves: an Add to Cart renders them again, not the page.
const ProductRow = withCartActions<Omit<ProductRowProps, keyof CartActions>>(PlainProductRow)
const RecentlyViewed = withCartActions<Omit<RecentlyViewedProps, keyof CartActions>>(PlainRecentlyViewed)

/** The home page's title: the brand, then the home meta title (spec 000 s1). */
export function homeTitle(metaTitle: string | undefined, suffix: string): string {
  const title = (metaTitle ?? '').trim()
  return documentTitle(title ? `${BRAND_NAME} - ${title}` : BRAND_NAME, suffix)
}

/**
 * Home (spec 000 s2 "Home page"): sections in the spec's order, each fed by its own call; a
 * failed call leaves only its section empty. The phone layout (768 px and less) drops the
 * desktop-only rows and changes the small banners and the free delivery text.
 */
export default function HomePage() {
  const { t } = useLingui()
  const mobile = useIsMobile()
  const reducedMotion = usePrefersReducedMotion()

  const meta = useHomeMeta()
  const siteMeta = useSiteMeta()
  const topBanners = useTopBanners()
  const smallBanners = useSmallBanners()
  const featured = useFeaturedProducts()
  useLogFailure('Featured products', featured.error)
  const feminine = useHomeCategoryRow('personalCare')
  const devices = useHomeCategoryRow('medicalDevice', { enabled: !mobile })
  const hairCare = useHomeCategoryRow('hairCare', { enabled: !mobile })
  const babyCare = useHomeCategoryRow('babyCare', { enabled: !mobile })
  const offerBanners = useOfferBanners()
  const recommended = useRecommendedProducts()
  const origin = usePublicOrigin()
  const firstBanner = uploadUrl('banner', topBanners.data?.[0]?.banner)

  return (
    <>
      {/* The home meta call's title, description and keywords (spec 000 s1); the first banner is the share image. */}
      <PageSeo
        title={homeTitle(meta.data?.meta_title, t(TITLE_SUFFIX))}
        description={meta.data?.meta_description || siteMeta.data?.meta_description}
        keywords={meta.data?.meta_tag}
        path={ROUTES.home}
        image={firstBanner ? { src: firstBanner, alt: BRAND_NAME } : null}
        structuredData={[organizationData(origin, siteMeta.data), webSiteData(origin)]}
      />
      <h1 className="visually-hidden">{t`Online pharmacy: medicines and healthcare products`}</h1>
      <HomeLayout>
        <SectionGroup>
          <TopBanners banners={topBanners.data ?? []} loading={topBanners.isLoading} reducedMotion={reducedMotion} />
          <SmallBanners
            banners={smallBanners.data ?? []}
            loading={smallBanners.isLoading}
            mobile={mobile}
            reducedMotion={reducedMotion}
          />
        </SectionGroup>
        <ProductRow
          title={t`Featured Product`}
          products={featured.data ?? []}
          loading={featured.isLoading}
          eagerCount={mobile ? 2 : 5}
          reducedMotion={reducedMotion}
        />
        {/* Under the first screen: each section hydrates in its own slice (see HydrationSlice). */}
        <HydrationSlice>
          <ProductRow
            title={t`Feminine Hygiene`}
            seeMoreHref={childCategoryPath('feminine-hygiene')}
            products={feminine.data ?? []}
            loading={feminine.isLoading}
            reducedMotion={reducedMotion}
          />
        </HydrationSlice>
        <RecentlyViewedProducts fallback={<RecentlyViewed products={[]} pending reducedMotion={reducedMotion} />}>
          {(products) => <RecentlyViewed products={products} reducedMotion={reducedMotion} />}
        </RecentlyViewedProducts>
        {!mobile && (
          <>
            <HydrationSlice>
              <ProductRow
                title={t`Skincare & Beauty`}
                titleHref={childCategoryPath('diagnosticsself-monitoring')}
                seeMoreHref={mainCategoryPath('skincare-beauty')}
                products={devices.data ?? []}
                loading={devices.isLoading}
                reducedMotion={reducedMotion}
              />
            </HydrationSlice>
            <HydrationSlice>
              <ProductRow
                title={t`Hair Care`}
                seeMoreHref={mainCategoryPath('hair-care')}
                products={hairCare.data ?? []}
                loading={hairCare.isLoading}
                reducedMotion={reducedMotion}
              />
            </HydrationSlice>
            <HydrationSlice>
              <ProductRow
                title={t`Baby Care`}
                seeMoreHref={mainCategoryPath('baby-care')}
                products={babyCare.data ?? []}
                loading={babyCare.isLoading}
                reducedMotion={reducedMotion}
              />
            </HydrationSlice>
          </>
        )}
        <HydrationSlice>
          <OfferBanners
            banners={offerBanners.data ?? []}
            loading={offerBanners.isLoading}
            reducedMotion={reducedMotion}
          />
        </HydrationSlice>
        {(recommended.data?.length ?? 0) > 0 && (
          <HydrationSlice>
            <ProductRow
              title={t`Recommend For You`}
              products={recommended.data ?? []}
              loading={false}
              reducedMotion={reducedMotion}
            />
          </HydrationSlice>
        )}
        <Suspense fallback={<BelowTheFoldReserve minHeight={mobile ? '90rem' : '60rem'} />}>
          <HomeLowerSections
            mobile={mobile}
            whatsappHref={whatsappHref(siteMeta.data?.whatsapp ?? '')}
            reducedMotion={reducedMotion}
          />
        </Suspense>
        <BelowTheFold minHeight={mobile ? '22rem' : '11rem'}>
          {(placeholder) => <NewsletterSignUp fallback={placeholder} />}
        </BelowTheFold>
      </HomeLayout>
    </>
  )
}
