/**
 * SWR hooks of the checkout (spec 001 s2 "Checkout", s7): the gift offer, discount and gift
 * rules, an area's delivery charge, the wallet, the saved address and the order confirmation.
 * A null argument fetches nothing.
 */
import useSWR from 'swr'
import useSWRImmutable from 'swr/immutable'
import {
  accountKeys,
  checkoutKeys,
  getActiveAddress,
  getAreaCharge,
  getDiscountRules,
  getGiftOffer,
  getGiftRules,
  getOrderConfirmation,
  getWalletBalance,
  getWalletCredit,
  orderKeys,
  type Address,
  type ApiError,
  type AutoDiscountRule,
  type GiftOffer,
  type GiftRule,
  type Order,
  type Wallet,
  type WalletCredit,
} from '@/api'

/** The gift offer product (its presence in the cart shows the gift recipient block), or null. */
export function useGiftOffer() {
  return useSWRImmutable<GiftOffer | null, ApiError>(checkoutKeys.giftOffer(), () => getGiftOffer())
}

/** Automatic discount rules (GET /api/api-discounttype). */
export function useDiscountRules() {
  return useSWRImmutable<AutoDiscountRule[], ApiError>(checkoutKeys.discountRules(), () => getDiscountRules())
}

/** Gift pack rules (GET /api/multi-discount). */
export function useGiftRules() {
  return useSWRImmutable<GiftRule[], ApiError>(checkoutKeys.giftRules(), () => getGiftRules())
}

/** The delivery charge of an area (POST /api/area/charge {name}); nothing before an area is chosen. */
export function useAreaCharge(area: string) {
  const name = area.trim()
  return useSWR<number, ApiError>(name ? checkoutKeys.areaCharge(name) : null, () => getAreaCharge(name))
}

/** The customer's wallet balance (`order_value`, the most a checkout may take from it). */
export function useCheckoutWallet(customerId: number | null) {
  return useSWR<Wallet, ApiError>(customerId === null ? null : accountKeys.walletBalance(customerId), () =>
    getWalletBalance(customerId as number),
  )
}

/** The customer's wallet credit. */
export function useWalletCredit(userId: number | null) {
  return useSWR<WalletCredit, ApiError>(userId === null ? null : accountKeys.walletCredit(userId), () =>
    getWalletCredit(userId as number),
  )
}

/** The active (status 0) saved address, or null when the customer has none. */
export function useSavedAddress(customerId: number | null) {
  return useSWR<Address | null, ApiError>(customerId === null ? null : accountKeys.activeAddress(customerId), () =>
    getActiveAddress(customerId as number),
  )
}

/** The placed order shown on /order-confirmation/{orderId}. */
export function useOrderConfirmation(orderId: string | null) {
  return useSWR<Order, ApiError>(orderId ? orderKeys.confirmation(orderId) : null, () =>
    getOrderConfirmation(orderId as string),
  )
}
