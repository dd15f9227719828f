import type { RouteObject } from 'react-router-dom'
import { CLIENT, page } from './page'

/**
 * The guards are route modules of their own, loaded with the page they guard (React Router loads
 * a match's lazy routes together): no visit that opens no account page carries them.
 */
const guards = () => import('@/session/guards')

/**
 * Routes of the account area (spec 001 s2 "Route access"): guest only, login required (the guard
 * sends a shopper without a session to /user-login and back after sign-in), and open routes.
 * Each page is loaded lazily with page().
 */
export const accountRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await guards()).GuestOnly }),
    children: [
      { path: 'user-login', ...page('account/LoginPage', CLIENT) },
      { path: 'user-registration', ...page('account/RegistrationPage', CLIENT) },
      { path: 'userlogin', ...page('account/PhoneLoginPage', CLIENT) },
    ],
  },
  {
    lazy: async () => ({ Component: (await guards()).RequireAuth }),
    children: [
      { path: 'user-profile', ...page('account/ProfilePage', CLIENT) },
      { path: 'orders', ...page('account/OrdersPage', CLIENT) },
      { path: 'order-details/:id', ...page('account/OrderDetailsPage', CLIENT) },
      { path: 'my-information', ...page('account/MyInformationPage', CLIENT) },
      { path: 'cancel-oreder-request/:id', ...page('account/CancelOrderPage', CLIENT) },
      { path: 'my-address', ...page('account/AddressesPage', CLIENT) },
      { path: 'add-address', ...page('account/AddAddressPage', CLIENT) },
      { path: 'update-address/:id', ...page('account/UpdateAddressPage', CLIENT) },
      { path: 'my-prescription', ...page('account/PrescriptionsPage', CLIENT) },
      { path: 'my-medicines', ...page('account/MyMedicinesPage', CLIENT) },
    ],
  },
  { path: 'reset-password', ...page('account/ResetPasswordPage', CLIENT) },
  { path: 'reset-password/:token', ...page('account/ResetPasswordPage', CLIENT) },
]
