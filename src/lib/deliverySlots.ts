/**
 * Delivery date and time slots (spec 001 s4, s9). The shop delivers in Dhaka, so "today" and
 * "the current hour" are those of Asia/Dhaka whatever zone the shopper's device is in
 * (docs/decisions/0019-checkout-time-zone.md), read by the shop's clock of src/lib/dhakaTime.ts.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Text } from '@/i18n/lingui'
import { dhakaParts, twoDigits } from '@/lib/dhakaTime'

export { SHOP_TIME_ZONE } from '@/lib/dhakaTime'

/** The values the API gets as `delivery_time` (the spec's texts): not texts, never translated. */
export type SlotValue = '12-4 AM' | '4-8 AM' | '8-12 PM' | '12-4 PM' | '4-8 PM' | '8 PM-12 AM'

export interface DeliverySlot {
  /** The value sent as `delivery_time`, and the English label shown (slotText gives the page's language's). */
  label: SlotValue
  /** Start hour, 0-23, in the shop's time zone. */
  start: number
}

/** The 4-hour blocks of spec 001 s9, in the order of the day. */
export const DELIVERY_SLOTS: readonly DeliverySlot[] = [
  { label: '12-4 AM', start: 0 },
  { label: '4-8 AM', start: 4 },
  { label: '8-12 PM', start: 8 },
  { label: '12-4 PM', start: 12 },
  { label: '4-8 PM', start: 16 },
  { label: '8 PM-12 AM', start: 20 },
]

/** What the shopper reads for each slot (the English message is the value itself). */
const SLOT_TEXTS: Record<SlotValue, MessageDescriptor> = {
  '12-4 AM': msg`12-4 AM`,
  '4-8 AM': msg`4-8 AM`,
  '8-12 PM': msg`8-12 PM`,
  '12-4 PM': msg`12-4 PM`,
  '4-8 PM': msg`4-8 PM`,
  '8 PM-12 AM': msg`8 PM-12 AM`,
}

/**
 * The text shown for a delivery time: a slot's value (the select's option, an order's
 * `delivery_time`) as a text to translate where it is shown (`text(slotText(value))` with
 * useText), any other value (an old order's free text) as it is. The value sent stays the slot's label.
 */
export function slotText(value: string): Text {
  const slot = slotByLabel(value)
  return slot ? SLOT_TEXTS[slot.label] : value
}

/** The shop's wall clock at one instant. */
export interface ShopClock {
  /** 'YYYY-MM-DD' (the value format of <input type="date">). */
  today: string
  /** 0-23. */
  hour: number
  minute: number
  second: number
}

/** The date and time in Dhaka at `instant`. */
export function shopClock(instant: Date | number = Date.now()): ShopClock {
  const p = dhakaParts(instant)
  return {
    today: `${p.year}-${twoDigits(p.month)}-${twoDigits(p.day)}`,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
  }
}

/** Milliseconds from `instant` to the next full hour of the shop's clock (at least 1 s). */
export function msUntilNextHour(instant: Date | number = Date.now()): number {
  const time = typeof instant === 'number' ? instant : instant.getTime()
  const clock = shopClock(time)
  const ms = ((time % 1000) + 1000) % 1000
  const left = (60 - clock.minute) * 60_000 - clock.second * 1000 - ms
  return Math.max(1000, left)
}

/** True when `date` ('YYYY-MM-DD') is before the shop's today (ISO dates compare as strings). */
export function isBeforeToday(date: string, clock: Pick<ShopClock, 'today'>): boolean {
  return date !== '' && date < clock.today
}

/**
 * A slot is disabled without a date (the select is disabled then), and for today once its start
 * hour has passed (at 9:30 the 8-12 PM slot has started: disabled). Other days: all open.
 */
export function isSlotDisabled(slot: DeliverySlot, date: string, clock: Pick<ShopClock, 'today' | 'hour'>): boolean {
  if (date === '') return true
  if (date !== clock.today) return isBeforeToday(date, clock)
  return slot.start <= clock.hour
}

/** The slots still open on `date` (none before today; none today after 8 PM). */
export function openSlots(date: string, clock: Pick<ShopClock, 'today' | 'hour'>): DeliverySlot[] {
  return DELIVERY_SLOTS.filter((slot) => !isSlotDisabled(slot, date, clock))
}

export function slotByLabel(label: string): DeliverySlot | undefined {
  return DELIVERY_SLOTS.find((slot) => slot.label === label)
}
