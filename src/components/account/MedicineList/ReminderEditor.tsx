import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useLocale } from '@/i18n/LocaleContext'
import { useNumbers } from '@/i18n/useNumbers'
import { formatCalendarDay } from '@/lib/calendarDay'
import { dhakaDay } from '@/lib/dhakaTime'
import { toAsciiDigits } from '@/lib/digits'
import { countsTablets, isValidPerDay, MAX_PER_DAY, MIN_PER_DAY, refillDates, type RefillPlan } from '@/lib/refill'
import buttons from '../buttons.module.css'
import { parseServerTimestamp } from '../format'
import type { ReminderView } from './MedicineList'
import styles from './MedicineList.module.css'

type Mode = 'perDay' | '15' | '30'

export interface ReminderEditorProps {
  /** The product's name (names the controls). */
  title: string
  orderedAt: string
  quantity: number
  unitDescription: string
  reminder: ReminderView | null
  downloading: boolean
  onSave: (plan: RefillPlan) => void
  onRemove: () => void
  onDownload: () => void
}

function modeOf(plan: RefillPlan | undefined, tablets: boolean): Mode {
  if (plan && 'everyDays' in plan) return plan.everyDays === 15 ? '15' : '30'
  return tablets ? 'perDay' : '30'
}

/**
 * The refill reminder of one medicine: tablets a day (when its pack is counted in tablets or
 * capsules) or every 15 / 30 days, the day the supply runs out worked out as the shopper types,
 * and, once saved, the calendar file (.ics) and Remove.
 */
export function ReminderEditor({
  title,
  orderedAt,
  quantity,
  unitDescription,
  reminder,
  downloading,
  onSave,
  onRemove,
  onDownload,
}: ReminderEditorProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { digits } = useNumbers()
  const id = useId()
  const tablets = countsTablets(unitDescription)
  const [mode, setMode] = useState<Mode>(() => modeOf(reminder?.plan, tablets))
  const [perDay, setPerDay] = useState(() =>
    reminder && 'perDay' in reminder.plan ? digits(String(reminder.plan.perDay)) : '',
  )
  const [touched, setTouched] = useState(false)

  const perDayValue = Number(toAsciiDigits(perDay.trim()))
  const perDayValid = perDay.trim() !== '' && isValidPerDay(perDayValue)
  const plan: RefillPlan | null =
    mode === 'perDay' ? (perDayValid ? { perDay: perDayValue } : null) : { everyDays: mode === '15' ? 15 : 30 }
  const ordered = parseServerTimestamp(orderedAt)
  const preview = plan && ordered ? refillDates(dhakaDay(ordered), quantity, unitDescription, plan) : null
  const previewText = preview ? formatCalendarDay(preview.runOut, locale) : ''
  const savedRunOut = reminder ? formatCalendarDay(reminder.runOut, locale) : ''
  const savedRemindOn = reminder ? formatCalendarDay(reminder.remindOn, locale) : ''
  const min = digits(String(MIN_PER_DAY))
  const max = digits(String(MAX_PER_DAY))

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (plan && preview) onSave(plan)
  }

  return (
    <details className={styles.reminder} open={reminder !== null || undefined}>
      <summary className={styles.reminderSummary}>
        {reminder ? (
          <Trans>
            Refill reminder: runs out around <time dateTime={reminder.runOut}>{savedRunOut}</time>
          </Trans>
        ) : (
          t`Set a refill reminder`
        )}
      </summary>
      {reminder && (
        <div className={styles.saved}>
          <p>
            <Trans>
              We will remind you on <time dateTime={reminder.remindOn}>{savedRemindOn}</time>, two days before.
            </Trans>
          </p>
          <div className={styles.savedActions}>
            <button type="button" className={buttons.primary} onClick={onDownload} disabled={downloading}>
              {downloading ? t`Preparing the calendar file...` : t`Add to calendar (.ics)`}
            </button>
            <button type="button" className={buttons.secondary} onClick={onRemove}>
              {t`Remove reminder`}
            </button>
          </div>
        </div>
      )}
      <form className={styles.form} onSubmit={submit} aria-label={t`Refill reminder for ${title}`} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`How long does it last?`}</legend>
          {tablets && (
            <div className={styles.choice}>
              <input
                type="radio"
                id={`${id}-per-day`}
                name={`${id}-mode`}
                checked={mode === 'perDay'}
                onChange={() => setMode('perDay')}
              />
              <label htmlFor={`${id}-per-day`}>{t`Tablets a day`}</label>
              <input
                className={styles.perDay}
                type="text"
                inputMode="decimal"
                aria-label={t`Tablets a day`}
                aria-invalid={mode === 'perDay' && touched && !perDayValid ? true : undefined}
                aria-describedby={`${id}-per-day-hint`}
                value={perDay}
                onFocus={() => setMode('perDay')}
                onChange={(event) => setPerDay(event.target.value)}
              />
              <span id={`${id}-per-day-hint`} className={styles.hint}>
                {t`From ${min} to ${max}`}
              </span>
            </div>
          )}
          {(['15', '30'] as const).map((days) => (
            <div key={days} className={styles.choice}>
              <input
                type="radio"
                id={`${id}-${days}`}
                name={`${id}-mode`}
                checked={mode === days}
                onChange={() => setMode(days)}
              />
              <label htmlFor={`${id}-${days}`}>
                {days === '15' ? t`Every ${digits('15')} days` : t`Every ${digits('30')} days`}
              </label>
            </div>
          ))}
        </fieldset>
        <p className={styles.preview} aria-live="polite">
          {preview ? (
            <Trans>
              Runs out around <time dateTime={preview.runOut}>{previewText}</time>
            </Trans>
          ) : mode === 'perDay' && touched ? (
            <span className={styles.error}>{t`Enter how many tablets a day, from ${min} to ${max}.`}</span>
          ) : null}
        </p>
        <button type="submit" className={buttons.secondary}>
          {reminder ? t`Update reminder` : t`Save reminder`}
        </button>
      </form>
    </details>
  )
}
