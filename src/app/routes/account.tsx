import type { RouteObject } from 'react-router-dom'
import { GuestOnly, RequireAuth } from '@/session/guards'
import { page } from './page'

/**
 * Routes of the account area (spec 001 s2 "Route access"): guest only, login required (the guard
 * sends a shopper without a session to /user-login and back after sign-in), and open routes.
 * Each page is loaded lazily with page().
 */
export const accountRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: 'user-login', lazy: page(() => import('@/pages/account/LoginPage')) },
      { path: 'user-registration', lazy: page(() => import('@/pages/account/RegistrationPage')) },
      { path: 'userlogin', lazy: page(() => import('@/pages/account/PhoneLoginPage')) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'user-profile', lazy: page(() => import('@/pages/account/ProfilePage')) },
      { path: 'orders', lazy: page(() => import('@/pages/account/OrdersPage')) },
      { path: 'order-details/:id', lazy: page(() => import('@/pages/account/OrderDetailsPage')) },
      { path: 'my-information', lazy: page(() => import('@/pages/account/MyInformationPage')) },
      { path: 'cancel-oreder-request/:id', lazy: page(() => import('@/pages/account/CancelOrderPage')) },
      { path: 'my-address', lazy: page(() => import('@/pages/account/AddressesPage')) },
      { path: 'add-address', lazy: page(() => import('@/pages/account/AddAddressPage')) },
      { path: 'update-address/:id', lazy: page(() => import('@/pages/account/UpdateAddressPage')) },
      { path: 'my-prescription', lazy: page(() => import('@/pages/account/PrescriptionsPage')) },
    ],
  },
  { path: 'reset-password', lazy: page(() => import('@/pages/account/ResetPasswordPage')) },
  { path: 'reset-password/:token', lazy: page(() => import('@/pages/account/ResetPasswordPage')) },
]
