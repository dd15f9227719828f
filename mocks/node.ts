/**
 * The mock shop in Node (unit tests): an msw server with every handler, state in memory.
 *   server.listen() / server.use(failWith('GET', '/api/offers', 500)) / resetMockShop()
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { resetMockShop as resetStore } from './store'

export const server = setupServer(...handlers)

/** Restores the seeded shop (orders, addresses, customers, carts, ...). */
export function resetMockShop(): void {
  resetStore()
}

export { handlers }
export { setMockLatency } from './latency'
export { mockSession, mockToken } from './session'
export * from './faults'
