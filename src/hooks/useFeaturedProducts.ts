import useSWR from 'swr'
import type { Product } from '@/api/entities'
import type { ApiError } from '@/api/errors'
import { getFeaturedProducts, homeKeys } from '@/api/home'

/** The home page's Featured Product row. */
export function useFeaturedProducts() {
  return useSWR<Product[], ApiError>(homeKeys.featured(), () => getFeaturedProducts())
}
