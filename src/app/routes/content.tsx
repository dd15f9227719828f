import type { RouteObject } from 'react-router-dom'
import { page } from './page'

/** Routes of the content area (spec 001 s2): forms, jobs and the thank-you page. Each page is lazy. */
export const contentRoutes: RouteObject[] = [
  { path: '/upload-prescription', lazy: page(() => import('@/pages/content/UploadPrescriptionPage')) },
  { path: '/contact-us', lazy: page(() => import('@/pages/content/ContactPage')) },
  { path: '/stock-request/:slug', lazy: page(() => import('@/pages/content/StockRequestPage')) },
  { path: '/b2b-registration', lazy: page(() => import('@/pages/content/B2BRegistrationPage')) },
  { path: '/join-our-team', lazy: page(() => import('@/pages/content/JobsPage')) },
  { path: '/job-details/:slug', lazy: page(() => import('@/pages/content/JobDetailsPage')) },
  { path: '/success', lazy: page(() => import('@/pages/content/SuccessPage')) },
]
