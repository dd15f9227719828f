import { useCallback, useState } from 'react'
import { TOAST_MS } from '@/lib/messages'
import { toast } from '@/lib/toast'
import { applyCoupon, type Coupon } from '@/api'
import { couponFailureText } from '@/checkout/coupon'
import { CHECKOUT_TEXTS } from '@/checkout/messages'
import { useOneAtATime } from '@/lib/useOneAtATime'

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
 * One call per submission however fast Apply is clicked (useOneAtATime: the lock is taken
 * synchronously, so clicks in the same task are refused too).
 */
export function useCoupon(userId: number | null, cartTotal: number): CouponState {
  const [applied, setApplied] = useState<CouponState['applied']>(null)
  const [error, setError] = useState<string | null>(null)
  const { run, pending } = useOneAtATime()

  const apply = useCallback(
    (code: string) => {
      void run(async () => {
        setError(null)
        try {
          const coupon = await applyCoupon({ coupon_code: code, userId, amount: cartTotal })
          setApplied({ code, coupon })
          toast.success(CHECKOUT_TEXTS.couponAdded, { autoClose: TOAST_MS.standard })
        } catch (failure) {
          setError(couponFailureText(failure))
        }
      })
    },
    [run, userId, cartTotal],
  )

  const remove = useCallback(() => {
    setApplied(null)
    setError(null)
  }, [])

  return { applied, applying: pending !== null, error, apply, remove }
}
