import type { RouteObject } from 'react-router-dom'
import { page } from './page'

/**
 * Routes of the catalogue area (spec 000 s2, 001 s2). Each page is loaded lazily with page().
 * Listings: /product/{slug} reads GET /api/category-product/{slug}; /category/{slug} and
 * /sub-category/{slug} read GET /api/categorywiseproduct/{slug}. /search without a query shows a
 * search box. The catch-all 404 is in ./index.tsx.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'product-details/:slug', ...page('catalogue/ProductDetailsPage') },
  { path: 'product/:slug', ...page('catalogue/MainCategoryPage') },
  { path: 'category/:slug', ...page('catalogue/CategoryPage') },
  { path: 'sub-category/:slug', ...page('catalogue/SubCategoryPage') },
  { path: 'offers', ...page('catalogue/OffersPage') },
  { path: 'search', ...page('catalogue/SearchPage') },
  { path: 'search/:query', ...page('catalogue/SearchPage') },
  { path: 'manufacture-products/:manufacture', ...page('catalogue/ManufacturerPage') },
  { path: 'landing-page/:slug', ...page('catalogue/LandingPage') },
  { path: 'page/:slug', ...page('catalogue/ContentPage') },
]
