/**
 * My Medicines' refill reminders: read from and written to this browser (refillReminders.ts),
 * worked out by src/lib/refill.ts, and offered as a calendar file (refillCalendar.ts, which loads
 * the `ics` package only then).
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { parseServerTimestamp } from '@/components/account/format'
import { useLocale } from '@/i18n/LocaleContext'
import { localizePath } from '@/i18n/locale'
import { formatCalendarDay } from '@/lib/calendarDay'
import { dhakaDay } from '@/lib/dhakaTime'
import { productDetailsPath } from '@/lib/paths'
import { refillDates, type RefillPlan } from '@/lib/refill'
import { absoluteUrl } from '@/seo/head'
import { notifyWarning, TEXTS } from './feedback'
import type { MyMedicine } from './myMedicines'
import { calendarFileName, downloadText, reminderCalendar } from './refillCalendar'
import { readReminders, removeReminder, saveReminder, type RefillReminder } from './refillReminders'

export function useRefillReminders(customerId: number | null, origin: string) {
  const { t } = useLingui()
  const locale = useLocale()
  const [reminders, setReminders] = useState<RefillReminder[]>(() =>
    customerId === null ? [] : readReminders(customerId),
  )
  const [shownFor, setShownFor] = useState(customerId)
  if (shownFor !== customerId) {
    setShownFor(customerId)
    setReminders(customerId === null ? [] : readReminders(customerId))
  }
  const [downloadingId, setDownloadingId] = useState<number | null>(null)

  const byProduct = useMemo(() => new Map(reminders.map((r) => [r.productId, r])), [reminders])

  const save = useCallback(
    (medicine: MyMedicine, plan: RefillPlan) => {
      if (customerId === null) return
      const ordered = parseServerTimestamp(medicine.lastOrderedAt)
      if (!ordered) return
      const orderedOn = dhakaDay(ordered)
      const dates = refillDates(orderedOn, medicine.quantity, medicine.unitDescription, plan)
      if (!dates) return
      setReminders(
        saveReminder(customerId, {
          productId: medicine.productId,
          slug: medicine.product?.slug ?? '',
          name: medicine.name,
          plan,
          orderedOn,
          quantity: medicine.quantity,
          ...dates,
        }),
      )
    },
    [customerId],
  )

  const remove = useCallback(
    (medicine: Pick<MyMedicine, 'productId'>) => {
      if (customerId !== null) setReminders(removeReminder(customerId, medicine.productId))
    },
    [customerId],
  )

  const download = useCallback(
    async (medicine: Pick<MyMedicine, 'productId'>) => {
      const reminder = byProduct.get(medicine.productId)
      if (customerId === null || !reminder) return
      const path = reminder.slug ? localizePath(productDetailsPath(reminder.slug), locale) : localizePath('/', locale)
      const url = absoluteUrl(origin, path)
      const runOut = formatCalendarDay(reminder.runOut, locale)
      const name = reminder.name
      setDownloadingId(reminder.productId)
      try {
        const text = await reminderCalendar(customerId, reminder, url, {
          title: t`Refill ${name}`,
          description: t`${name} runs out around ${runOut}. Order again: ${url}`,
        })
        downloadText(calendarFileName(reminder), text)
      } catch (error) {
        console.error('The calendar file could not be made', error)
        notifyWarning(TEXTS.somethingWrong)
      } finally {
        setDownloadingId(null)
      }
    },
    [byProduct, customerId, locale, origin, t],
  )

  return { reminders, byProduct, save, remove, download, downloadingId }
}
