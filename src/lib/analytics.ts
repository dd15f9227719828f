/**
 * Analytics through `window.dataLayer` (Google Tag Manager / gtag), in the GA4 ecommerce shape:
 *   { event: 'begin_checkout', ecommerce: { currency: 'BDT', value, items: [...] } }
 * preceded by `{ ecommerce: null }` so the previous event's ecommerce object is not merged in.
 * Nothing here ever throws: no analytics script, a blocked or replaced `dataLayer`, or a push
 * that throws all leave the shop working.
 */
import { fromPaisa, toPaisa } from '@/rules/money'
import { linesTotal, unitPrice, unitSaving } from './pricing'

export const CURRENCY = 'BDT'

/** What analytics needs of a cart line (structurally a cart line: Product plus qty). */
export interface AnalyticsLine {
  id: number
  product_name: string
  price: number
  discount_price?: number | null
  category?: string
  menufactures?: string
  qty: number
}

/** A GA4 ecommerce item. */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  /** The unit price paid (the discount price when there is one). */
  price: number
  /** The unit discount: regular price minus the price paid (0 without a discount). */
  discount: number
  item_category: string
  item_brand: string
  quantity: number
}

export interface EcommerceEvent {
  event: string
  ecommerce: { currency: string; value: number; items: AnalyticsItem[] }
}

type DataLayerEntry = Record<string, unknown>

/** The page's window as analytics scripts extend it (no global augmentation, so others may type it too). */
type AnalyticsWindow = { dataLayer?: unknown }

export function analyticsItem(line: AnalyticsLine): AnalyticsItem {
  const paid = unitPrice(line)
  return {
    item_id: String(line.id),
    item_name: line.product_name,
    price: paid,
    discount: unitSaving(line),
    item_category: line.category ?? '',
    item_brand: line.menufactures ?? '',
    quantity: line.qty,
  }
}

/** The begin_checkout event for the cart: value is the cart total, exact to the paisa. */
export function beginCheckoutEvent(lines: readonly AnalyticsLine[]): EcommerceEvent {
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: CURRENCY,
      value: linesTotal(lines),
      items: lines.map(analyticsItem),
    },
  }
}

/**
 * Pushes entries onto `window.dataLayer`, creating it when no analytics script has (as the GTM
 * snippet does). Returns whether the entries were pushed; never throws.
 */
export function pushToDataLayer(...entries: DataLayerEntry[]): boolean {
  try {
    if (typeof window === 'undefined') return false
    const target = window as unknown as AnalyticsWindow
    if (target.dataLayer === undefined || target.dataLayer === null) target.dataLayer = []
    const layer = target.dataLayer as { push?: unknown }
    if (typeof layer.push !== 'function') return false
    for (const entry of entries) (layer.push as (entry: DataLayerEntry) => unknown).call(layer, entry)
    return true
  } catch (error) {
    console.warn('[analytics] dataLayer push failed', error)
    return false
  }
}

/** 'Proceed to checkout': clears the previous ecommerce object, then pushes begin_checkout. */
export function pushBeginCheckout(lines: readonly AnalyticsLine[]): boolean {
  let event: EcommerceEvent
  try {
    event = beginCheckoutEvent(lines)
  } catch (error) {
    console.warn('[analytics] begin_checkout could not be built', error)
    return false
  }
  return pushToDataLayer({ ecommerce: null }, { ...event })
}

/** What the purchase event needs of an order (structurally the confirmation's Order). */
export interface AnalyticsOrder {
  order_id: string
  amount: number
  deliverycharge?: number
  coupon?: string
  order_details: ReadonlyArray<{
    product_id: number
    product_name: string
    price: number
    discount?: number
    quantity: number
  }>
}

export interface PurchaseEvent {
  event: 'purchase'
  ecommerce: {
    transaction_id: string
    currency: string
    value: number
    shipping: number
    coupon: string
    items: AnalyticsItem[]
  }
}

/**
 * The GA4 purchase event of a placed order: value is the order's amount (what the shopper pays),
 * items are its lines with the unit price paid (price minus the per-unit discount). A free gift
 * pack line (no product, price 0) is an item at 0.
 */
export function purchaseEvent(order: AnalyticsOrder): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.order_id,
      currency: CURRENCY,
      value: fromPaisa(toPaisa(order.amount)),
      shipping: fromPaisa(toPaisa(order.deliverycharge ?? 0)),
      coupon: order.coupon ?? '',
      items: order.order_details.map((line) => {
        const discount = Math.max(0, toPaisa(line.discount ?? 0))
        return {
          item_id: String(line.product_id),
          item_name: line.product_name,
          price: fromPaisa(Math.max(0, toPaisa(line.price) - discount)),
          discount: fromPaisa(discount),
          item_category: '',
          item_brand: '',
          quantity: line.quantity,
        }
      }),
    },
  }
}

/** sessionStorage key of the order ids whose purchase was pushed in this tab. */
export const PUSHED_PURCHASES_KEY = 'analytics:purchases'

function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null
  } catch {
    return null
  }
}

function pushedPurchases(store: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PUSHED_PURCHASES_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Where pushed order ids are remembered when sessionStorage cannot be used. */
const pushedInMemory = new Set<string>()

/**
 * Pushes the purchase event of an order once: the order id is remembered in sessionStorage, so a
 * reload of the confirmation page (or coming back to it) does not count the sale twice. Without
 * sessionStorage it is remembered for the life of the page. Returns whether it was pushed now.
 */
export function pushPurchaseOnce(order: AnalyticsOrder): boolean {
  const store = sessionStore()
  const id = order.order_id
  const pushed = [...(store ? pushedPurchases(store) : []), ...pushedInMemory]
  if (pushed.includes(id)) return false
  let event: PurchaseEvent
  try {
    event = purchaseEvent(order)
  } catch (error) {
    console.warn('[analytics] purchase could not be built', error)
    return false
  }
  if (!pushToDataLayer({ ecommerce: null }, { ...event })) return false
  if (!store) {
    pushedInMemory.add(id)
    return true
  }
  try {
    store.setItem(PUSHED_PURCHASES_KEY, JSON.stringify([...pushedPurchases(store), id].slice(-50)))
  } catch {
    // Quota or privacy mode: remembered in memory for this page.
    pushedInMemory.add(id)
  }
  return true
}
