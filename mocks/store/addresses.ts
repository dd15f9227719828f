/**
 * Saved addresses. Invariant: a customer with any address has exactly one active one (status 0).
 */
import { findArea, findCity } from '../lib/locations'
import { nextId } from './ids'
import type { AddressRecord, ShopState } from './schema'
import type { MockStore } from './store'

export type AddressFields = Pick<
  AddressRecord,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'city'
  | 'area'
  | 'additional_address'
  | 'address_line_one'
  | 'address_line_tow'
>

export function addressesOf(state: ShopState, userId: number): AddressRecord[] {
  return state.addresses.filter((a) => a.user_id === userId)
}

export function activeAddressOf(state: ShopState, userId: number): AddressRecord | null {
  return addressesOf(state, userId).find((a) => a.status === 0) ?? null
}

export function findAddress(state: ShopState, id: number): AddressRecord | undefined {
  return state.addresses.find((a) => a.id === id)
}

/** Canonical city/area names, the area's delivery charge and the one-line address. */
function derived(fields: AddressFields): Pick<AddressRecord, 'city' | 'area' | 'deliverycharge' | 'address'> {
  const city = findCity(fields.city)
  const area = findArea(fields.area, city)
  const cityName = city?.city_name ?? fields.city
  const areaName = area?.area_name ?? fields.area
  return {
    city: cityName,
    area: areaName,
    deliverycharge: area?.delivery_charge ?? '0.00',
    address: [fields.address_line_one, fields.address_line_tow, areaName, cityName]
      .filter((part) => part.trim())
      .join(', '),
  }
}

/** Makes `activeId` the only active address of its owner (or the newest one, when absent). */
function settleActive(state: ShopState, userId: number, activeId?: number): void {
  const own = addressesOf(state, userId)
  const keep = own.find((a) => a.id === activeId) ?? own.find((a) => a.status === 0) ?? own[own.length - 1]
  for (const address of own) address.status = address === keep ? 0 : 1
}

export function addAddress(store: MockStore, userId: number, fields: AddressFields): AddressRecord {
  return store.update((state) => {
    const address: AddressRecord = {
      ...fields,
      ...derived(fields),
      id: nextId(state.addresses),
      user_id: userId,
      status: addressesOf(state, userId).length === 0 ? 0 : 1,
    }
    state.addresses.push(address)
    settleActive(state, userId)
    return address
  })
}

export function updateAddress(store: MockStore, id: number, fields: AddressFields): AddressRecord | null {
  return store.update((state) => {
    const address = findAddress(state, id)
    if (!address) return null
    Object.assign(address, fields, derived(fields))
    return address
  })
}

export function removeAddress(store: MockStore, id: number): boolean {
  return store.update((state) => {
    const address = findAddress(state, id)
    if (!address) return false
    state.addresses = state.addresses.filter((a) => a.id !== id)
    settleActive(state, address.user_id)
    return true
  })
}

export function activateAddress(store: MockStore, id: number): boolean {
  return store.update((state) => {
    const address = findAddress(state, id)
    if (!address) return false
    settleActive(state, address.user_id, id)
    return true
  })
}
