import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
import { CLIENT, page } from './page'

/** Routes of the content area (spec 001 s2): forms, jobs and the thank-you page. Each page is lazy. */
export const contentRoutes: RouteObject[] = [
  { path: ROUTES.uploadPrescription, ...page('content/UploadPrescriptionPage', CLIENT) },
  { path: ROUTES.contact, ...page('content/ContactPage', CLIENT) },
  { path: ROUTES.stockRequest, ...page('content/StockRequestPage', CLIENT) },
  { path: ROUTES.b2bRegistration, ...page('content/B2BRegistrationPage', CLIENT) },
  { path: ROUTES.jobs, ...page('content/JobsPage') },
  { path: ROUTES.jobDetails, ...page('content/JobDetailsPage') },
  { path: ROUTES.success, ...page('content/SuccessPage') },
]
