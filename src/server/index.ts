/**
 * `npm run serve`: the production server (build/server/index.js after `npm run build`); see
 * ./main.ts for its settings. React and its server renderer pick their production builds from
 * NODE_ENV when they are first loaded, so it is set before anything else is. The client build is
 * next to this file's folder (build/client) unless CLIENT_DIR says where. WEB_CONCURRENCY: how
 * many server processes (./cluster.ts).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.env.NODE_ENV ??= 'production'
process.env.CLIENT_DIR ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client')
// WEB_CONCURRENCY > 1: this process becomes the primary of that many workers (./cluster.ts).
if ((await import('./cluster')).startProcesses()) await import('./main')
