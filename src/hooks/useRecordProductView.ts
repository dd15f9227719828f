/**
 * POST /api/store-recommended-product once per product view (spec 000 s7): the product joins the
 * shopper's "Recommend For You" row. The answer is not read; a failure is only logged.
 */
import { useEffect, useRef } from 'react'
import { storeRecommendedProduct } from '@/api'

export function useRecordProductView(productId: number | null | undefined): void {
  // The id last recorded by this page: StrictMode's second effect run and re-renders of the same
  // product do not post again, while opening another product (or coming back to this one after
  // another) is a new view.
  const recorded = useRef<number | null>(null)

  useEffect(() => {
    if (productId === null || productId === undefined || recorded.current === productId) return
    recorded.current = productId
    // In a task of its own: building and sending the request was 13-18 ms of the product page's
    // hydration effects at 4x CPU (docs/perf.md). Not cancelled when the page goes: the view happened.
    window.setTimeout(() => {
      storeRecommendedProduct(productId).catch((error: unknown) => {
        console.warn('Could not record the product view', error)
      })
    })
  }, [productId])
}
