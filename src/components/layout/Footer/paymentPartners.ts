/** The payment partners image of the footer. */
export const PAYMENT_PARTNERS_SRC = '/images/payment-partners.svg'
export const PAYMENT_PARTNERS_ALT =
  'We accept Visa, Mastercard, American Express, bKash, Nagad, Rocket and cash on delivery'
