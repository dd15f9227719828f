/**
 * Refill reminders (beyond the spec, issue 24, decision 0043): when the supply bought in the last
 * order runs out, and when to remind the shopper (two days before).
 *
 * - 'Tablets a day': the pack's count from its unit description ('10 Tablets (1 Strip)' -> 10, the
 *   parser of src/lib/unitPrice.ts) x the quantity ordered / tablets a day, counted in whole days
 *   from the day of the order (Dhaka's calendar). A pack that is not counted in tablets or
 *   capsules ('100 ml Bottle', '1 Unit') gives no date: never a made-up one.
 * - 'Every 15 / 30 days': the order's day + 15 or 30, whatever the pack.
 */
import { addDays, isCalendarDay, type CalendarDay } from './calendarDay'
import { isRefillInterval, isValidPerDay, type RefillPlan } from './refillPlan'
import { parseUnitCount } from './unitPrice'

export * from './refillPlan'

/** The reminder comes this many days before the supply runs out. */
export const REMIND_DAYS_BEFORE = 2

/** Tablets or capsules in `quantity` packs of `unitDescription`, or null when the pack is not counted so. */
export function tabletsBought(quantity: number, unitDescription: string | null | undefined): number | null {
  const parsed = parseUnitCount(unitDescription)
  if (!parsed || parsed.unit === 'ml') return null
  if (!Number.isInteger(quantity) || quantity < 1) return null
  return parsed.count * quantity
}

/** Whether 'tablets a day' can be worked out for this pack. */
export function countsTablets(unitDescription: string | null | undefined): boolean {
  return tabletsBought(1, unitDescription) !== null
}

/** How many whole days the supply lasts, or null when it cannot be worked out. */
export function supplyDays(
  quantity: number,
  unitDescription: string | null | undefined,
  plan: RefillPlan,
): number | null {
  if ('everyDays' in plan) return isRefillInterval(plan.everyDays) ? plan.everyDays : null
  if (!isValidPerDay(plan.perDay)) return null
  const tablets = tabletsBought(quantity, unitDescription)
  return tablets === null ? null : Math.floor(tablets / plan.perDay)
}

export interface RefillDates {
  /** The day the supply runs out. */
  runOut: CalendarDay
  /** The day to remind: REMIND_DAYS_BEFORE before running out (never before the order's day). */
  remindOn: CalendarDay
}

/**
 * When the supply of the last order runs out and when to remind, or null when it cannot be
 * worked out (no order date, a pack not counted in tablets for 'tablets a day', a bad plan).
 * `orderedOn` is the Dhaka calendar day of the order (dhakaDay in src/lib/dhakaTime.ts).
 */
export function refillDates(
  orderedOn: CalendarDay,
  quantity: number,
  unitDescription: string | null | undefined,
  plan: RefillPlan,
): RefillDates | null {
  const start = orderedOn
  if (!isCalendarDay(start)) return null
  const days = supplyDays(quantity, unitDescription, plan)
  if (days === null) return null
  const runOut = addDays(start, days)
  const remind = addDays(runOut, -REMIND_DAYS_BEFORE)
  return { runOut, remindOn: remind < start ? start : remind }
}
