import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '@/lib/paths'
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
      { path: ROUTES.login, ...page('account/LoginPage', CLIENT) },
      { path: ROUTES.registration, ...page('account/RegistrationPage', CLIENT) },
      { path: ROUTES.phoneLogin, ...page('account/PhoneLoginPage', CLIENT) },
    ],
  },
  {
    lazy: async () => ({ Component: (await guards()).RequireAuth }),
    children: [
      { path: ROUTES.profile, ...page('account/ProfilePage', CLIENT) },
      { path: ROUTES.orders, ...page('account/OrdersPage', CLIENT) },
      { path: ROUTES.orderDetails, ...page('account/OrderDetailsPage', CLIENT) },
      { path: ROUTES.myInformation, ...page('account/MyInformationPage', CLIENT) },
      { path: ROUTES.cancelOrder, ...page('account/CancelOrderPage', CLIENT) },
      { path: ROUTES.addresses, ...page('account/AddressesPage', CLIENT) },
      { path: ROUTES.addAddress, ...page('account/AddAddressPage', CLIENT) },
      { path: ROUTES.updateAddress, ...page('account/UpdateAddressPage', CLIENT) },
      { path: ROUTES.prescriptions, ...page('account/PrescriptionsPage', CLIENT) },
      { path: ROUTES.myMedicines, ...page('account/MyMedicinesPage', CLIENT) },
    ],
  },
  { path: ROUTES.resetPassword, ...page('account/ResetPasswordPage', CLIENT) },
  { path: ROUTES.resetPasswordWithToken, ...page('account/ResetPasswordPage', CLIENT) },
]
