/**
 * Signed-in sessions for stories and tests: a token the mock shop accepts and the `user` the app
 * stores. Tokens are checked by signature and expiry only, so one minted here works at once.
 */
import { customerSeed, DEMO_CUSTOMER } from './data/customers'
import { signToken } from './lib/jwt'

/** A valid access token (JWT, `sub` = customer id, 7 days) for a customer id. */
export function mockToken(customerId: number = DEMO_CUSTOMER.id): string {
  return signToken(customerId)
}

export interface MockSession {
  token: string
  user: { id: number; name: string; email: string; phone: string; image: string }
}

/** The token and stored user of a seeded customer (default: the demo customer, id 7). */
export function mockSession(customerId: number = DEMO_CUSTOMER.id): MockSession {
  const customer = customerSeed.find((c) => c.id === customerId)
  if (!customer) throw new Error(`mock shop: no seeded customer ${customerId}`)
  const { id, name, email, phone, image } = customer
  return { token: mockToken(id), user: { id, name, email, phone, image } }
}
