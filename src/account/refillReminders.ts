/**
 * The refill reminders a shopper set in My Medicines, kept in this browser only (nothing is sent
 * to the API) under the storage key `refillReminders` (README, "Browser storage"):
 *
 *   { "7": [ { "productId": 1001, "slug": "napa-500-mg-tablet", "name": "Napa 500 mg",
 *              "plan": { "perDay": 2 } | { "everyDays": 30 }, "orderedOn": "2026-11-20",
 *              "quantity": 3, "runOut": "2026-12-05", "remindOn": "2026-12-03" } ] }
 *
 * keyed by the customer's id, so two shoppers on one browser keep their own. Written exactly so;
 * read tolerantly: garbage gives no reminders, an entry that does not parse is left out, a
 * repeated product counts once, and other customers' entries are kept as they are.
 */
import { z } from 'zod/mini'
import { isCalendarDay } from '@/lib/calendarDay'
import { readRaw, removeKey, writeJSON } from '@/lib/storage'
import { REFILL_REMINDERS_KEY } from './refillKey'
import { isRefillInterval, isValidPerDay, type RefillPlan } from '@/lib/refillPlan'

const day = z.string().check(z.refine(isCalendarDay))
// A refine, not z.positive(): zod's checks live in the first visit's framework chunk, and this one is not there yet.
const isPositive = (value: number) => value > 0

const planSchema = z.union([
  z.object({ perDay: z.number().check(z.refine(isValidPerDay)) }),
  z.object({ everyDays: z.number().check(z.refine(isRefillInterval)) }),
])

export const refillReminderSchema = z.object({
  productId: z.number().check(z.int(), z.refine(isPositive)),
  slug: z.string(),
  name: z.string(),
  plan: planSchema,
  orderedOn: day,
  quantity: z.number().check(z.int(), z.refine(isPositive)),
  runOut: day,
  remindOn: day,
})

export interface RefillReminder {
  productId: number
  slug: string
  name: string
  plan: RefillPlan
  orderedOn: string
  quantity: number
  runOut: string
  remindOn: string
}

const KEY = REFILL_REMINDERS_KEY

function readAll(): Record<string, unknown> {
  const raw = readRaw(KEY)
  if (raw === null) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
  } catch {
    return {}
  }
}

function planOf(plan: { perDay: number } | { everyDays: number }): RefillPlan | null {
  if ('perDay' in plan) return { perDay: plan.perDay }
  return isRefillInterval(plan.everyDays) ? { everyDays: plan.everyDays } : null
}

function entryOf(value: unknown): RefillReminder | null {
  const parsed = z.safeParse(refillReminderSchema, value)
  if (!parsed.success) return null
  const { plan, ...rest } = parsed.data
  const known = planOf(plan)
  return known ? { ...rest, plan: known } : null
}

/** The customer's reminders, in the order stored (tolerant: see above). */
export function readReminders(customerId: number): RefillReminder[] {
  const list = readAll()[String(customerId)]
  if (!Array.isArray(list)) return []
  const reminders: RefillReminder[] = []
  for (const item of list) {
    const entry = entryOf(item)
    if (entry && !reminders.some((r) => r.productId === entry.productId)) reminders.push(entry)
  }
  return reminders
}

function writeReminders(customerId: number, reminders: RefillReminder[]): void {
  const all = readAll()
  if (reminders.length > 0) all[String(customerId)] = reminders
  else delete all[String(customerId)]
  if (Object.keys(all).length === 0) removeKey(KEY)
  else writeJSON(KEY, all)
}

/** Sets (or replaces) the reminder of one product; returns the customer's reminders. */
export function saveReminder(customerId: number, reminder: RefillReminder): RefillReminder[] {
  const next = [...readReminders(customerId).filter((r) => r.productId !== reminder.productId), reminder]
  writeReminders(customerId, next)
  return next
}

/** Removes the reminder of one product; returns the customer's reminders. */
export function removeReminder(customerId: number, productId: number): RefillReminder[] {
  const next = readReminders(customerId).filter((r) => r.productId !== productId)
  writeReminders(customerId, next)
  return next
}
