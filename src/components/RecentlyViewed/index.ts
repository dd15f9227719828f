export { RecentlyViewed, RECENTLY_VIEWED_TITLE } from './RecentlyViewed'
export type { RecentlyViewedProps } from './RecentlyViewed'
