/** What a failed server cart sync logs (spec 000 s7: 'Error updating cart'). */
export const CART_SYNC_ERROR = 'Error updating cart'
