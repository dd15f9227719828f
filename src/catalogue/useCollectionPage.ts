import type { SWRResponse } from 'swr'
import type { Product } from '@/api/entities'
import type { ListingViewProps } from '@/components/catalogue/ListingView'
import { pageOf } from '@/components/catalogue/Pagination'
import { useLoadState } from '@/hooks/useRetry'
import { useCartBindings } from './cartBindings'
import { useUrlPaging } from './urlState'

/** Products a page of a collection shows (spec 000 "Offers page": 20). */
export const COLLECTION_PAGE_SIZE = 20

/**
 * A collection the API sends whole (the offers, a manufacturer's products, a landing page), paged
 * in the browser with the page in the query string of `basePath`: what ListingView takes of it
 * (one page of the products, the count, the paging, the load state and the cart). The page adds
 * its title, breadcrumb, error and list label.
 */
export function useCollectionPage<D, E>(
  basePath: string,
  swr: Pick<SWRResponse<D, E>, 'isLoading' | 'error' | 'mutate'>,
  products: readonly Product[] | undefined,
) {
  const { page, hrefForPage } = useUrlPaging(basePath)
  const load = useLoadState(swr)
  const cart = useCartBindings()
  const all = products ?? []
  const shown = pageOf(all, page, COLLECTION_PAGE_SIZE)
  return {
    ...load,
    products: shown.items,
    total: all.length,
    page: shown.page,
    lastPage: shown.lastPage,
    perPage: COLLECTION_PAGE_SIZE,
    hrefForPage,
    cart,
  } satisfies Partial<ListingViewProps>
}
