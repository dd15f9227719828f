export { AdvancePaymentNote, EmptyCheckout, GiftPackNotice, ReturningCustomerPrompt } from './CheckoutNotices'
export { PAYMENT_LABELS, PaymentOptions } from './PaymentOptions'
export type { PaymentOptionsProps } from './PaymentOptions'
