import { RecentlyViewed, type RecentlyViewedProps } from '@/components/RecentlyViewed'
import { useRecentlyViewed } from './recentlyViewedStore'

/** The recently viewed row with this browser's views (loaded after the page: decision 0033). */
export function RecentlyViewedRow(props: Omit<RecentlyViewedProps, 'products' | 'pending'>) {
  return <RecentlyViewed products={useRecentlyViewed()} {...props} />
}
