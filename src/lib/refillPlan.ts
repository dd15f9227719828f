/**
 * A refill reminder's plan and when it is due (issue 24): the part of the refill rules the shop's
 * banner needs (src/account/RefillBannerContainer.tsx), without the pack parser; the run-out
 * date is src/lib/refill.ts.
 */

/** Tablets a day, or a fixed interval in days. */
export type RefillPlan = { perDay: number } | { everyDays: RefillInterval }

export const REFILL_INTERVALS = [15, 30] as const
export type RefillInterval = (typeof REFILL_INTERVALS)[number]

/** Tablets a day a shopper may enter: 0.5..20, in halves ('half a tablet a day' is a real dose). */
export const MIN_PER_DAY = 0.5
export const MAX_PER_DAY = 20

export function isValidPerDay(value: number): boolean {
  return Number.isFinite(value) && value >= MIN_PER_DAY && value <= MAX_PER_DAY && Number.isInteger(value * 2)
}

export function isRefillInterval(value: unknown): value is RefillInterval {
  return REFILL_INTERVALS.some((days) => days === value)
}

/** Whether a reminder is due on `today` ('YYYY-MM-DD'): its day has come (a past run-out day stays due). */
export function isDue(reminder: { remindOn: string }, today: string): boolean {
  return reminder.remindOn <= today
}
