/**
 * The checkout's figures (spec 001 s2 "Checkout", s8, s9): the calls they depend on, the totals,
 * what is still on its way (checkoutStatus), the Place Order hold (orderHold), the gift block and
 * notices, and 'Try again' / 'This is taking longer than usual.' for the calls the summary waits
 * for. The decisions are the pure functions of ./status.ts and ./totals.ts; this hook feeds them.
 */
import type { Cart } from '@/cart/cart'
import { cartTotal, lineTotal } from '@/cart/cart'
import type { Coupon } from '@/api/entities'
import type { AddressChoicesProps } from '@/components/form'
import { useAreaCharge, useDiscountRules, useGiftOffer, useGiftRules } from '@/hooks/useCheckoutData'
import { useAddressChoices } from '@/hooks/useLocations'
import { useLogFailure } from '@/hooks/useLogFailure'
import { useRetry } from '@/hooks/useRetry'
import type { Answer } from '@/lib/answers'
import { checkoutStatus, chosenAreaCharge, orderHold, type CheckoutStatus, type OrderHold } from './status'
import { checkoutTotals, giftRuleFor, type CheckoutTotals } from './totals'
import { useTakingLong, type TakingLong } from './useTakingLong'

export interface FiguresInput {
  lines: Cart
  userId: number | null
  /** The city and area in the form. */
  city: string
  area: string
  /** The saved address call (the delivery charge waits for it). */
  savedAddress: Answer & { mutate: () => Promise<unknown> }
  coupon: Coupon | null
  /** How long a call may take before the summary says so. */
  slowAfterMs: number
}

export interface Retry {
  retrying: boolean
  retry: () => void
}

export interface CheckoutFigures {
  subtotal: number
  totals: CheckoutTotals
  /** The order summary's lines: name, quantity and line total. */
  summaryLines: Array<{ id: number; product_name: string; qty: number; total: number }>
  status: CheckoutStatus
  hold: OrderHold
  /** The city and area selects (cities, areas, failures, retries). */
  choices: AddressChoicesProps
  /** The offer product is in the cart: the gift recipient block shows (and is sent). */
  showGift: boolean
  /** The gift pack this cart total earns, if any. */
  giftPack: string | null
  retry: { charge: Retry; rules: Retry }
  takingLong: TakingLong
  /** 'Try again' on 'taking longer than usual': asks every awaited call again. */
  askAgain: () => void
}

export function useCheckoutFigures({
  lines,
  userId,
  city,
  area,
  savedAddress,
  coupon,
  slowAfterMs,
}: FiguresInput): CheckoutFigures {
  const { choices, answers } = useAddressChoices(city)
  const charge = useAreaCharge(area)
  const rules = useDiscountRules()
  const giftRules = useGiftRules()
  const offer = useGiftOffer()
  // Failures with a fallback that changes nothing the shopper can do are only logged (spec 001
  // s8): no gift recipient block, no gift pack notice.
  useLogFailure('The gift offer', offer.error)
  useLogFailure('The gift pack rules', giftRules.error)

  const calls = { saved: savedAddress, cities: answers.cities, areas: answers.areas, charge, rules, offer, giftRules }
  const status = checkoutStatus(calls, { signedIn: userId !== null, city, area })
  const subtotal = cartTotal(lines)
  const totals = checkoutTotals({
    cartTotal: subtotal,
    areaCharge: chosenAreaCharge(area, charge.data, answers.areas.data),
    discountRules: rules.data ?? [],
    coupon,
  })

  const chargeRetry = useRetry(charge.mutate)
  const rulesRetry = useRetry(rules.mutate)
  const takingLong = useTakingLong(status.awaited, slowAfterMs)
  const askAgain = () => {
    takingLong.restart()
    const awaited = [
      [status.pending.address, savedAddress],
      [status.pending.cities, answers.cities],
      [status.pending.areas, answers.areas],
      [status.pending.charge, charge],
      [status.pending.discount, rules],
      [status.pending.offer, offer],
      [status.pending.giftPack, giftRules],
    ] as const
    for (const [pending, call] of awaited) if (pending) void call.mutate()
  }

  const offerId = offer.data?.product_id
  return {
    subtotal,
    totals,
    summaryLines: lines.map((line) => ({
      id: line.id,
      product_name: line.product_name,
      qty: line.qty,
      total: lineTotal(line),
    })),
    status,
    hold: orderHold(status, subtotal),
    choices,
    showGift: offerId !== undefined && lines.some((line) => line.id === offerId),
    giftPack: giftRuleFor(giftRules.data ?? [], subtotal)?.gift_pack ?? null,
    retry: { charge: chargeRetry, rules: rulesRetry },
    takingLong,
    askAgain,
  }
}
