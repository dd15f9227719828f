import type { ReactNode } from 'react'
import type { Product } from '@/api/entities'
import { useRecentlyViewed } from './recentlyViewedStore'

/**
 * This browser's recently viewed products, handed to `children` (the page draws them). Loaded on
 * demand after hydration (decision 0033): its chunk holds the store only, so the row's markup
 * stays in the page's chunk.
 */
export function RecentlyViewedProducts({ children }: { children: (products: readonly Product[]) => ReactNode }) {
  return children(useRecentlyViewed())
}
