/** Where the e2e run serves the builds (playwright.config.ts starts them; specs name their origins). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

/** The server-rendered production build on the mock shop (`npm run serve:mock` of build-e2e/). */
export const SSR_PORT = Number(process.env.E2E_SSR_PORT ?? E2E_PORT + 1)
export const SSR_URL = `http://127.0.0.1:${SSR_PORT}`
/** The build the SSR project serves; fault tests start more servers of it. */
export const SSR_BUILD = 'build-e2e'
