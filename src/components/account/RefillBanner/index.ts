export { RefillBanner, type DueRefill, type RefillBannerProps } from './RefillBanner'
