import type { RouteObject } from 'react-router-dom'
import { page } from './page'

/**
 * Routes of the catalogue area (spec 000 s2, 001 s2). Each page is loaded lazily with page().
 * Listings: /product/{slug} reads GET /api/category-product/{slug}; /category/{slug} and
 * /sub-category/{slug} read GET /api/categorywiseproduct/{slug}. /search without a query shows a
 * search box. The catch-all 404 is in ./index.tsx.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'product-details/:slug', lazy: page(() => import('@/pages/catalogue/ProductDetailsPage')) },
  { path: 'product/:slug', lazy: page(() => import('@/pages/catalogue/MainCategoryPage')) },
  { path: 'category/:slug', lazy: page(() => import('@/pages/catalogue/CategoryPage')) },
  { path: 'sub-category/:slug', lazy: page(() => import('@/pages/catalogue/SubCategoryPage')) },
  { path: 'offers', lazy: page(() => import('@/pages/catalogue/OffersPage')) },
  { path: 'search', lazy: page(() => import('@/pages/catalogue/SearchPage')) },
  { path: 'search/:query', lazy: page(() => import('@/pages/catalogue/SearchPage')) },
  { path: 'manufacture-products/:manufacture', lazy: page(() => import('@/pages/catalogue/ManufacturerPage')) },
  { path: 'landing-page/:slug', lazy: page(() => import('@/pages/catalogue/LandingPage')) },
  { path: 'page/:slug', lazy: page(() => import('@/pages/catalogue/ContentPage')) },
]
