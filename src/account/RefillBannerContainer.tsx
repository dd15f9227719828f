/**
 * The refill banner on the shop (issue 24): the signed-in customer's reminders whose day has come
 * (src/lib/refillPlan.ts `isDue`; today is the shopper's own calendar day), read from this
 * browser. Its own chunk: src/app/ToastHost.tsx (loaded at the shopper's first press or key)
 * loads it only when the `refillReminders` key is in storage at all.
 * Dismiss hides it for the rest of the visit.
 */
import { useMemo, useState } from 'react'
import { RefillBanner, type DueRefill } from '@/components/account/RefillBanner/RefillBanner'
import { useLocale } from '@/i18n/LocaleContext'
import { localizePath } from '@/i18n/locale'
import { localDay } from '@/lib/calendarDay'
import { productDetailsPath, ROUTES } from '@/lib/paths'
import { isDue } from '@/lib/refillPlan'
import { useSession } from '@/session/session'
import { readReminders } from './refillReminders'

/** The due reminders of a customer, soonest run-out first. */
export function dueRefills(customerId: number, today: string, locale: Parameters<typeof localizePath>[1]): DueRefill[] {
  return readReminders(customerId)
    .filter((reminder) => isDue(reminder, today))
    .sort((a, b) => a.runOut.localeCompare(b.runOut))
    .map((reminder) => ({
      productId: reminder.productId,
      name: reminder.name,
      runOut: reminder.runOut,
      href: localizePath(reminder.slug ? productDetailsPath(reminder.slug) : ROUTES.myMedicines, locale),
    }))
}

export default function RefillBannerContainer() {
  const session = useSession()
  const locale = useLocale()
  const [dismissed, setDismissed] = useState(false)
  const customerId = session.signedIn ? (session.user?.id ?? null) : null
  const due = useMemo(
    () => (customerId === null ? [] : dueRefills(customerId, localDay(), locale)),
    [customerId, locale],
  )
  if (dismissed || due.length === 0) return null
  return (
    <RefillBanner
      due={due}
      myMedicinesHref={localizePath(ROUTES.myMedicines, locale)}
      onDismiss={() => setDismissed(true)}
    />
  )
}
