import { msg } from '@lingui/core/macro'

/** The payment partners image of the footer; its text is a descriptor, shown in the page's language. */
export const PAYMENT_PARTNERS_SRC = '/images/payment-partners.svg'
export const PAYMENT_PARTNERS_ALT = msg`We accept Visa, Mastercard, American Express, bKash, Nagad, Rocket and cash on delivery`
