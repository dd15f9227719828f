/**
 * The calendar file of a refill reminder (.ics): an all-day event on the reminder's day (two days
 * before the supply runs out) with a link back to the product. Made by the `ics` package, loaded
 * only when a shopper asks for the file (its own chunk, never in the first visit).
 */
import { addDays, dayParts } from '@/lib/calendarDay'
import type { RefillReminder } from './refillReminders'

export interface CalendarTexts {
  /** 'Refill Napa 500 mg' in the page's language. */
  title: string
  /** One line: when it runs out, and the product's address. */
  description: string
}

/** The file's name: 'refill-napa-500-mg-tablet.ics'. */
export function calendarFileName(reminder: Pick<RefillReminder, 'slug' | 'productId'>): string {
  const base = reminder.slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || String(reminder.productId)
  return `refill-${base}.ics`
}

/** The .ics text of the reminder; `productUrl` is the product page's absolute URL. */
export async function reminderCalendar(
  customerId: number,
  reminder: RefillReminder,
  productUrl: string,
  texts: CalendarTexts,
): Promise<string> {
  const start = dayParts(reminder.remindOn)
  const end = dayParts(addDays(reminder.remindOn, 1))
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, never shown
  if (!start || !end) throw new RangeError(`Not a reminder day: ${reminder.remindOn}`)
  const { createEvent } = await import('ics')
  const { error, value } = createEvent({
    productId: 'pharmacy-storefront/refill-reminders',
    uid: `refill-${customerId}-${reminder.productId}-${reminder.remindOn}@pharmacy-storefront`,
    start,
    end,
    title: texts.title,
    description: texts.description,
    url: productUrl,
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be made')
  return value
}

/** Offers `text` as a file download in the browser. */
export function downloadText(fileName: string, text: string, type = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
