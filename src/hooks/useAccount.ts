/**
 * SWR hooks of the customer's account (spec 001 s2 "Profile", "My Address", "My Prescription").
 * A null id (no signed-in customer yet) fetches nothing.
 */
import useSWR from 'swr'
import {
  accountKeys,
  getActiveAddress,
  getAddress,
  getAddresses,
  getMyPrescriptions,
  getOrderTotal,
  getWalletBalance,
  type Address,
  type ApiError,
  type Prescription,
  type Wallet,
} from '@/api'

/** Number of orders of the customer (profile table). */
export function useOrderTotal(customerId: number | null) {
  return useSWR<number, ApiError>(customerId === null ? null : accountKeys.orderTotal(customerId), () =>
    getOrderTotal(customerId as number),
  )
}

/** Wallet balance (`order_value`). */
export function useWalletBalance(customerId: number | null) {
  return useSWR<Wallet, ApiError>(customerId === null ? null : accountKeys.walletBalance(customerId), () =>
    getWalletBalance(customerId as number),
  )
}

/** The active (status 0) shipping address, or null when the customer has none. */
export function useActiveAddress(customerId: number | null) {
  return useSWR<Address | null, ApiError>(customerId === null ? null : accountKeys.activeAddress(customerId), () =>
    getActiveAddress(customerId as number),
  )
}

/** The customer's saved addresses. */
export function useAddresses(customerId: number | null) {
  return useSWR<Address[], ApiError>(customerId === null ? null : accountKeys.addresses(customerId), () =>
    getAddresses(customerId as number),
  )
}

/** One address, for the edit form. */
export function useAddress(id: number | null) {
  return useSWR<Address, ApiError>(id === null ? null : accountKeys.address(id), () => getAddress(id as number))
}

/** The customer's uploaded prescriptions. */
export function usePrescriptions(customerId: number | null) {
  return useSWR<Prescription[], ApiError>(customerId === null ? null : accountKeys.prescriptions(customerId), () =>
    getMyPrescriptions(customerId as number),
  )
}
