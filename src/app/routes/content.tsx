import type { RouteObject } from 'react-router-dom'
import { CLIENT, page } from './page'

/** Routes of the content area (spec 001 s2): forms, jobs and the thank-you page. Each page is lazy. */
export const contentRoutes: RouteObject[] = [
  { path: '/upload-prescription', ...page('content/UploadPrescriptionPage', CLIENT) },
  { path: '/contact-us', ...page('content/ContactPage', CLIENT) },
  { path: '/stock-request/:slug', ...page('content/StockRequestPage', CLIENT) },
  { path: '/b2b-registration', ...page('content/B2BRegistrationPage', CLIENT) },
  { path: '/join-our-team', ...page('content/JobsPage') },
  { path: '/job-details/:slug', ...page('content/JobDetailsPage') },
  { path: '/success', ...page('content/SuccessPage') },
]
