export * from './WishlistList'
