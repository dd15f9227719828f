export { ConnectionBanner, CONNECTION_TEXTS } from './ConnectionBanner'
export type { ConnectionBannerProps, ConnectionState } from './ConnectionBanner'
