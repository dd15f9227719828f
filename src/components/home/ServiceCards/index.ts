export { FREE_DELIVERY_DESKTOP, FREE_DELIVERY_MOBILE, ServiceCards } from './ServiceCards'
export type { ServiceCardsProps } from './ServiceCards'
