/** What a failed server cart sync logs (spec 000 s7: 'Error updating cart'). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a log label (console.error), not shown to the shopper
export const CART_SYNC_ERROR = 'Error updating cart'
