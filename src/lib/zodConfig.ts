/**
 * zod's global settings, applied before any schema runs (imported first by src/main.tsx).
 *
 * `jitless`: zod 4 probes whether it may compile fast parsers with `new Function`. Under the
 * storefront's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') the probe is refused
 * and the browser reports a `securitypolicyviolation` for every page load, even though zod catches
 * the error and falls back. Skipping the probe changes nothing else: eval is never allowed here.
 */
import { z } from 'zod/mini'

z.config({ jitless: true })
