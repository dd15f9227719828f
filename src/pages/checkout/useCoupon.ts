import { useCallback, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { applyCoupon, type Coupon } from '@/api'
import { CHECKOUT_TEXTS, couponFailureText } from '@/checkout/messages'

export interface CouponState {
  applied: { code: string; coupon: Coupon } | null
  applying: boolean
  error: string | null
  apply: (code: string) => void
  remove: () => void
}

/**
 * The coupon of this checkout: POST /api/v2/coupon-code-apply {coupon_code, device: 'web', userId,
 * amount} with the cart total; 'Coupon added successfully!' on success, the spec's message for
 * 404 / 405 / 422 / anything else under the code field. A guest is sent as userId null (the
 * server answers 422: 'Please log in before applying a coupon.').
 *
 * One call per submission however fast Apply is clicked: the guard is a ref, taken synchronously
 * (React state would still read "not applying" for clicks in the same task).
 */
export function useCoupon(userId: number | null, cartTotal: number): CouponState {
  const [applied, setApplied] = useState<CouponState['applied']>(null)
  const [applying, setApplying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const apply = useCallback(
    (code: string) => {
      if (inFlight.current) return
      inFlight.current = true
      setApplying(true)
      setError(null)
      applyCoupon({ coupon_code: code, userId, amount: cartTotal })
        .then((coupon) => {
          setApplied({ code, coupon })
          toast.success(CHECKOUT_TEXTS.couponAdded, { autoClose: 3000 })
        })
        .catch((failure: unknown) => {
          setError(couponFailureText(failure))
        })
        .finally(() => {
          inFlight.current = false
          setApplying(false)
        })
    },
    [userId, cartTotal],
  )

  const remove = useCallback(() => {
    setApplied(null)
    setError(null)
  }, [])

  return { applied, applying, error, apply, remove }
}
