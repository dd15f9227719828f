import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetMockShop, server } from '@mocks/node'
import { configureClient } from '@/api/client'

// The API client runs against the mock shop in memory. happy-dom's location is http://localhost:3000.
beforeAll(() => {
  configureClient({ baseUrl: 'http://localhost:3000' })
  server.listen({ onUnhandledRequest: 'error' })
  // Each file starts from a fresh browser. The unit project runs a worker's files in one module
  // graph (isolate: false, decision 0056): the stores (cart, wishlist, session, recently viewed)
  // keep what the last file left, so they are told that storage was cleared, as another tab's
  // `localStorage.clear()` would tell them (a storage event with no key).
  if (typeof window !== 'undefined') {
    window.localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  }
})
beforeEach(() => {
  resetMockShop()
  if (typeof window !== 'undefined') window.localStorage.clear()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
