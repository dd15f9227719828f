import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '@/i18n/LocaleContext'
import { useNumbers } from '@/i18n/useNumbers'
import { formatCalendarDay } from '@/lib/calendarDay'
import styles from './RefillBanner.module.css'

export interface DueRefill {
  productId: number
  name: string
  /** The day the supply runs out ('2026-12-05'). */
  runOut: string
  /** The product's page. */
  href: string
}

export interface RefillBannerProps {
  /** The reminders whose day has come, soonest first (the banner is not drawn without one). */
  due: readonly DueRefill[]
  /** My Medicines, in the page's language. */
  myMedicinesHref: string
  onDismiss: () => void
}

/**
 * The shop's refill banner (beyond the spec, issue 24): the medicines whose reminder day has come,
 * each with the day it runs out and a link to it, and a link to My Medicines. Plain links: it is
 * drawn outside the router (with the toasts, from the shopper's first press or key), so they load the page. Its
 * styles are its own (not the account's shared buttons), so its chunk shares nothing with the pages'.
 */
export function RefillBanner({ due, myMedicinesHref, onDismiss }: RefillBannerProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { count } = useNumbers()
  if (due.length === 0) return null
  const shown = due.slice(0, 3)
  const more = count(due.length - shown.length)
  return (
    <aside className={styles.banner} aria-label={t`Refill reminder`}>
      <div className={styles.body}>
        <p className={styles.title}>{t`Time to refill`}</p>
        <ul className={styles.list}>
          {shown.map((refill) => {
            const day = formatCalendarDay(refill.runOut, locale)
            return (
              <li key={refill.productId}>
                <Trans>
                  <a href={refill.href}>{refill.name}</a> runs out around <time dateTime={refill.runOut}>{day}</time>
                </Trans>
              </li>
            )
          })}
        </ul>
        {due.length > shown.length && <p className={styles.more}>{t`and ${more} more`}</p>}
      </div>
      <div className={styles.actions}>
        <a className={styles.primary} href={myMedicinesHref}>
          {t`My Medicines`}
        </a>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {t`Dismiss`}
        </button>
      </div>
    </aside>
  )
}
