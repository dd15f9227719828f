/**
 * Where the offline e2e run serves the production build (playwright.config.ts starts it): the
 * server-rendered build on the mock shop run as an HTTP API in the same process
 * (scripts/serve-mock.mjs), as `npm run build && npm run serve:mock` does.
 */
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4183)
export const OFFLINE_API_PORT = Number(process.env.E2E_OFFLINE_API_PORT ?? 8790)
export const BASE_URL = `http://127.0.0.1:${OFFLINE_PORT}`

/** The update test serves two builds one after the other on its own origin. */
export const UPDATE_PORT = Number(process.env.E2E_UPDATE_PORT ?? 4184)
export const UPDATE_API_PORT = Number(process.env.E2E_UPDATE_API_PORT ?? 8791)

/** The build the run serves (`dist-*` is ignored by git, ESLint and Prettier). */
export const BUILD_DIR = 'dist-offline'
