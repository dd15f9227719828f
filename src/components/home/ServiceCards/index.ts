export {
  B2B_REGISTRATION_PATH,
  FREE_DELIVERY_DESKTOP,
  FREE_DELIVERY_MOBILE,
  ServiceCards,
  UPLOAD_PRESCRIPTION_PATH,
} from './ServiceCards'
export type { ServiceCardsProps } from './ServiceCards'
