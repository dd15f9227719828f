/** Where the e2e run serves the demo build (playwright.config.ts starts it; specs name its origin). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
