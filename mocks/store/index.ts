/**
 * The shop the handlers talk to. Node (unit tests) keeps it in memory; the browser entry calls
 * persistMockShop(window.localStorage) so it survives reloads under the key `mock-shop:v1`.
 */
import { createMockStore, type MockStore, type StorageLike } from './store'

let active: MockStore = createMockStore()

/** The store the handlers use. */
export function shop(): MockStore {
  return active
}

/** Switches the shop to a store persisted in `storage` (loading what it holds, or the seed);
 * null switches back to a fresh in-memory shop. */
export function persistMockShop(storage: StorageLike | null, key?: string): MockStore {
  active = createMockStore({ storage, key })
  return active
}

/** Restores the seed (and clears the persisted copy, if any). */
export function resetMockShop(): void {
  active.reset()
}

export { createMockStore, type MockStore, type MockStoreOptions, type StorageLike } from './store'
export { STORE_KEY, type ShopState } from './schema'
