/**
 * The mock shop as a fetch function, for code in Node that talks HTTP to the shop: the server's
 * renderer in `npm start`, and the mock API server (mocks/api-server.ts). Every handler of the
 * mock shop, state in memory.
 */
import { getResponse } from 'msw'
import { handlers } from './handlers'

/** Answers a request as the shop would; 404 JSON for a path the shop does not have. */
export async function mockApiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init)
  const response = await getResponse(handlers, request)
  return response ?? Response.json({ message: 'Not Found' }, { status: 404 })
}
