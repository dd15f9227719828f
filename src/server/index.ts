/**
 * `npm run serve`: the production server (build/server/index.js after `npm run build`); see
 * ./main.ts for its settings. React and its server renderer pick their production builds from
 * NODE_ENV when they are first loaded, so it is set before anything else is.
 */
process.env.NODE_ENV ??= 'production'
await import('./main')
export {}
