/**
 * `npm run mock:api`: the mock shop as an HTTP API (mocks/api-server.ts, loaded through Vite), for
 * running `npm run serve` against it in another process:
 *   npm run mock:api                      # http://127.0.0.1:8787
 *   API_BASE_URL=http://127.0.0.1:8787 npm run serve
 *
 * MOCK_API_PORT (default 8787; 0 = any free port), MOCK_API_LATENCY (ms added to every answer).
 * scripts/serve-mock.mjs starts it the same way, in the server's process.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer } from 'vite'

/** Starts the mock shop's HTTP API as the environment says; resolves with its URL. */
export async function startMockApiFromEnv() {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const { startMockApi } = await vite.ssrLoadModule('/mocks/api-server.ts')
  const api = await startMockApi({
    port: Number(process.env.MOCK_API_PORT ?? 8787),
    latency: Number(process.env.MOCK_API_LATENCY ?? 0),
  })
  console.log(`Mock shop API on ${api.url}`)
  return api.url
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await startMockApiFromEnv()
}
