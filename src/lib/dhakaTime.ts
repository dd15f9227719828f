/**
 * The shop's clock: Asia/Dhaka, whatever zone the shopper's device is in
 * (docs/decisions/0019-checkout-time-zone.md). Both directions go through Intl's time-zone data
 * (formatToParts): no string slicing and no fixed "+6" arithmetic, so a date Dhaka kept
 * differently (daylight saving in 2009) is still read right. Used by the checkout's dates and
 * slots (src/lib/deliverySlots.ts) and the account's order dates (src/components/account/format.ts).
 */

// eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone name
export const SHOP_TIME_ZONE = 'Asia/Dhaka'

/** A wall-clock reading in Dhaka; month 1-12, hour 0-23. */
export interface DhakaParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** Made at its first use (the checkout's or an order's date), not when the module is evaluated. */
let formatter: Intl.DateTimeFormat | undefined
const dhakaFormat = () =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }))

/** Dhaka's wall clock at `instant`. */
export function dhakaParts(instant: Date | number = Date.now()): DhakaParts {
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of dhakaFormat().formatToParts(instant)) found[part.type] = Number(part.value)
  return {
    year: found.year ?? 0,
    month: found.month ?? 0,
    day: found.day ?? 0,
    // Some engines print midnight as 24 even with h23; it is hour 0.
    hour: (found.hour ?? 0) % 24,
    minute: found.minute ?? 0,
    second: found.second ?? 0,
  }
}

/** How far Dhaka's wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number): number {
  const seconds = Math.floor(instant / 1000) * 1000
  const p = dhakaParts(seconds)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - seconds
}

/**
 * The instant a Dhaka wall-clock time names (a server timestamp without a zone): the UTC reading
 * of the same digits, moved back by Dhaka's offset at that moment (asked of Intl, twice, so a
 * time near an offset change lands on the right side).
 */
export function fromDhakaWallClock(parts: DhakaParts & { millisecond?: number }): Date {
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond ?? 0,
  )
  const first = asUtc - offsetAt(asUtc)
  return new Date(asUtc - offsetAt(first))
}

/** Two digits, as dates and times are shown ('03', '16'). */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** The calendar day in Dhaka at `instant` ('2026-11-20'): the shop's day. */
export function dhakaDay(instant: Date | number = Date.now()): string {
  const p = dhakaParts(instant)
  return `${p.year}-${twoDigits(p.month)}-${twoDigits(p.day)}`
}
