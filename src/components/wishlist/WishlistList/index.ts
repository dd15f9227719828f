export { WishlistList, WISHLIST_IMAGE_SIZE } from './WishlistList'
export type { WishlistListProps } from './WishlistList'
