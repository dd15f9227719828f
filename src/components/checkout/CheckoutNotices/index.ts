export {
  AdvancePaymentNote,
  EmptyCheckout,
  GiftPackNotice,
  MinimumOrderNote,
  ReturningCustomerPrompt,
} from './CheckoutNotices'
export { PAYMENT_LABELS, PaymentOptions } from './PaymentOptions'
export type { PaymentOptionsProps } from './PaymentOptions'
