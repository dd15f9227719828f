export { Footer } from './Footer'
export type { FooterProps } from './Footer'
export { PAYMENT_PARTNERS_ALT, PAYMENT_PARTNERS_SRC } from './paymentPartners'
