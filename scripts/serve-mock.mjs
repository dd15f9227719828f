/**
 * `npm run serve:mock`: the production server (build/server, after `npm run build`) on the mock
 * shop, run as an HTTP API in the same process (mocks/api-server.ts, loaded through Vite). What the
 * e2e tests of server rendering, `npm run perf` and `npm run bench:server` run against.
 *
 *   node scripts/serve-mock.mjs [server entry, default build/server/index.js]
 *
 * PORT (default 3000), MOCK_API_PORT (default 8787; 0 = any free port), MOCK_API_LATENCY (ms added
 * to every API answer, default 0), PUBLIC_ORIGIN (default: the server's own address, e.g.
 * http://127.0.0.1:4175: LOCAL_PUBLIC_ORIGIN=1, which `npm run serve` in production never has).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startMockApiFromEnv } from './mock-api.mjs'

const entry = path.resolve(process.argv[2] ?? 'build/server/index.js')

// One process: the mock shop keeps its state in this process (a cluster's workers would each run
// this script, each with a shop of its own).
process.env.WEB_CONCURRENCY = '1'
// The render cache as in production (starting the mock shop through Vite sets NODE_ENV, which
// would switch it off).
process.env.SSR_CACHE ??= 'on'
process.env.API_BASE_URL = await startMockApiFromEnv()
if (!process.env.PUBLIC_ORIGIN) process.env.LOCAL_PUBLIC_ORIGIN = '1'
await import(pathToFileURL(entry).href)
