/** A fresh copy of the mutable shop state, built from mocks/data. */
import { addressSeed, customerSeed, DEMO_RESET_TOKEN, DEMO_CUSTOMER, prescriptionSeed } from '../data/customers'
import { recommendedSeed, subscriberSeed } from '../data/offers'
import { LAST_ORDER_CODE, orderSeed } from '../data/orders'
import { productBySlug } from '../lib/catalogue'
import { STORE_VERSION, type ShopState } from './schema'

export function createSeed(): ShopState {
  const state: ShopState = {
    version: STORE_VERSION,
    customers: customerSeed,
    addresses: addressSeed,
    orders: orderSeed,
    lastOrderId: LAST_ORDER_CODE,
    prescriptions: prescriptionSeed,
    carts: {},
    recommended: recommendedSeed.flatMap((slug) => productBySlug(slug)?.id ?? []),
    subscribers: subscriberSeed,
    messages: [],
    stockRequests: [],
    b2bRegistrations: [],
    pendingOtpPhone: null,
    tokens: [],
    resetTokens: { [DEMO_RESET_TOKEN]: DEMO_CUSTOMER.id },
  }
  // A deep copy, so changes never leak into the seed modules.
  return structuredClone(state)
}
