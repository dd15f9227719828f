/**
 * The stateful mock shop. In memory by default; with a Storage (the browser's localStorage) it
 * loads from and saves to one key, so state survives the reloads the app does after sign-in.
 */
import { createSeed } from './seed'
import { type ShopState, shopState, STORE_KEY } from './schema'

/** The part of the Web Storage API the store uses. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface MockStoreOptions {
  /** Where to persist; null or absent = memory only. */
  storage?: StorageLike | null
  key?: string
}

export interface MockStore {
  /** The current state. Read it freely; change it only inside update(). */
  readonly state: ShopState
  /** Runs a change and saves the result. */
  update<T>(change: (state: ShopState) => T): T
  /** Back to the seed; also clears the persisted copy. */
  reset(): void
}

function load(storage: StorageLike, key: string): ShopState | null {
  try {
    const raw = storage.getItem(key)
    if (raw === null) return null
    const parsed = shopState.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    // Garbage JSON or a storage that refuses access: start from the seed.
    return null
  }
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const storage = options.storage ?? null
  const key = options.key ?? STORE_KEY
  let state = (storage && load(storage, key)) ?? createSeed()

  const save = (): void => {
    if (!storage) return
    try {
      storage.setItem(key, JSON.stringify(state))
    } catch {
      // Quota exceeded or privacy mode: memory stays the source of truth for this visit.
    }
  }

  return {
    get state() {
      return state
    },
    update(change) {
      const result = change(state)
      save()
      return result
    },
    reset() {
      state = createSeed()
      try {
        storage?.removeItem(key)
      } catch {
        // see save()
      }
    },
  }
}
