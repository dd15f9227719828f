import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetMockShop, server } from '@mocks/node'
import { configureClient } from '@/api/client'

// The API client runs against the mock shop in memory. happy-dom's location is http://localhost:3000.
beforeAll(() => {
  configureClient({ baseUrl: 'http://localhost:3000' })
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  resetMockShop()
  if (typeof window !== 'undefined') window.localStorage.clear()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
