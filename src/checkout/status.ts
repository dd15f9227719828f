/**
 * What decides the checkout's figures and the Place Order hold (spec 000 s5, 001 s4, s8, s9), as
 * pure functions of the calls' answers: which figures are still on their way, which calls failed,
 * and whether the order is held. The page's hooks (useCheckoutFigures, useOrderSubmission) only
 * feed them; the submission machine refuses an order while `hold` says so.
 */
import type { Area } from '@/api/entities'
import { failed, inFlight, type Answer } from '@/lib/answers'
import { belowCheckoutMinimum } from '@/rules/checkoutMinimum'

/** The calls the checkout's figures depend on. */
export interface CheckoutCalls {
  /** The signed-in customer's saved address (not asked for a guest). */
  saved: Answer
  cities: Answer
  /** The chosen city's areas (not asked before a city). */
  areas: Answer
  /** The chosen area's delivery charge (not asked before an area). */
  charge: Answer
  /** Automatic discount rules. */
  rules: Answer
  /** The gift offer product (decides the gift recipient block and what is sent). */
  offer: Answer
  /** Gift pack rules (only the notice depends on them). */
  giftRules: Answer
}

export interface CheckoutChoice {
  signedIn: boolean
  city: string
  area: string
}

export interface CheckoutStatus {
  pending: {
    /** The saved address, which may fill city and area. */
    address: boolean
    cities: boolean
    areas: boolean
    charge: boolean
    /** Anything the delivery charge depends on (saved address, areas, the charge). */
    shipping: boolean
    discount: boolean
    offer: boolean
    giftPack: boolean
    /** The totals (and the payload) are not final: Place Order is held. */
    totals: boolean
  }
  failed: {
    saved: boolean
    cities: boolean
    areas: boolean
    charge: boolean
    rules: boolean
  }
  /**
   * The calls still awaited, as one key ('' when none): a new set starts the "taking longer than
   * usual" wait afresh (useTakingLong).
   */
  awaited: string
}

/** Which figures are on their way and which calls failed, for the shopper's current choice. */
export function checkoutStatus(calls: CheckoutCalls, choice: CheckoutChoice): CheckoutStatus {
  const cityChosen = choice.city !== ''
  const areaChosen = choice.area !== ''
  const address = inFlight(calls.saved, choice.signedIn)
  const cities = inFlight(calls.cities)
  const areas = inFlight(calls.areas, cityChosen)
  const charge = inFlight(calls.charge, areaChosen)
  const discount = inFlight(calls.rules)
  // The gift offer decides whether the gift recipient block is shown and sent; the gift pack
  // rules only the notice (the order is not held for them).
  const offer = inFlight(calls.offer)
  const giftPack = inFlight(calls.giftRules)
  const shipping = address || areas || charge
  const awaited = [
    address && 'address',
    cities && 'cities',
    areas && `areas:${choice.city}`,
    charge && `charge:${choice.area}`,
    discount && 'discounts',
    offer && 'offer',
    giftPack && 'gift-rules',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    pending: {
      address,
      cities,
      areas,
      charge,
      shipping,
      discount,
      offer,
      giftPack,
      totals: shipping || discount || offer,
    },
    failed: {
      saved: failed(calls.saved, choice.signedIn),
      cities: failed(calls.cities),
      areas: failed(calls.areas, cityChosen),
      charge: failed(calls.charge, areaChosen),
      rules: failed(calls.rules),
    },
    awaited,
  }
}

/**
 * The chosen area's delivery charge: the charge call's answer, else the area list's (shown while
 * the charge call is slow or failed); null before an area is chosen.
 */
export function chosenAreaCharge(area: string, charge: number | undefined, areas: readonly Area[] | undefined) {
  if (!area) return null
  return charge ?? areas?.find((a) => a.area_name === area)?.delivery_charge ?? null
}

export interface OrderHold {
  /** A call the totals depend on is in flight. */
  totalsPending: boolean
  /** The cart total is below ৳200: the page says so. */
  belowMinimum: boolean
  /** Place Order is held (either of the above). */
  held: boolean
}

/** Whether Place Order is held, and why (the submission machine is told both). */
export function orderHold(status: CheckoutStatus, cartTotal: number): OrderHold {
  const belowMinimum = belowCheckoutMinimum(cartTotal)
  return { totalsPending: status.pending.totals, belowMinimum, held: status.pending.totals || belowMinimum }
}
