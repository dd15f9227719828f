import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { page } from './page'

/**
 * Routes of the catalogue area (spec 000 s2, 001 s2). Each page is loaded lazily with page().
 * Listings: /product/{slug} reads GET /api/category-product/{slug}; /category/{slug} and
 * /sub-category/{slug} read GET /api/categorywiseproduct/{slug}. /search without a query shows a
 * search box. The catch-all 404 is in ./index.tsx.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: ROUTES.productDetails, ...page('catalogue/ProductDetailsPage') },
  { path: ROUTES.mainCategory, ...page('catalogue/MainCategoryPage') },
  { path: ROUTES.childCategory, ...page('catalogue/CategoryPage') },
  { path: ROUTES.subCategory, ...page('catalogue/SubCategoryPage') },
  { path: ROUTES.offers, ...page('catalogue/OffersPage') },
  { path: ROUTES.search, ...page('catalogue/SearchPage') },
  { path: ROUTES.searchResults, ...page('catalogue/SearchPage') },
  { path: ROUTES.manufacturer, ...page('catalogue/ManufacturerPage') },
  { path: ROUTES.landingPage, ...page('catalogue/LandingPage') },
  { path: ROUTES.page, ...page('catalogue/ContentPage') },
]
