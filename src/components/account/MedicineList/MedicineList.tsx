import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/entities'
import { useLocale } from '@/i18n/LocaleContext'
import { useNumbers } from '@/i18n/useNumbers'
import { formatCalendarDay } from '@/lib/calendarDay'
import { dhakaDay } from '@/lib/dhakaTime'
import { productDetailsPath, stockRequestPath } from '@/lib/paths'
import type { RefillPlan } from '@/lib/refill'
import { isOutOfStock } from '@/rules/product'
import buttons from '../buttons.module.css'
import { isoOf, parseServerTimestamp } from '../format'
import { ReminderEditor } from './ReminderEditor'
import styles from './MedicineList.module.css'

/** One product of the shopper's past orders (src/account/myMedicines.ts builds them). */
export interface MedicineEntry {
  productId: number
  /** The product as sold now, or null when it could not be found (no Add to Cart). */
  product: Product | null
  name: string
  /** The newest order with it: the server's timestamp. */
  lastOrderedAt: string
  quantity: number
  unitDescription: string
}

/** A reminder set on a product: its plan and the day the supply runs out. */
export interface ReminderView {
  plan: RefillPlan
  runOut: string
  remindOn: string
}

export interface MedicineListProps {
  medicines: readonly MedicineEntry[]
  /** Reminders set, by product id. */
  reminders: ReadonlyMap<number, ReminderView>
  onAdd: (medicine: MedicineEntry) => void
  /** Every product that can be bought now, each with its last quantity. */
  onAddAll: () => void
  onSaveReminder: (medicine: MedicineEntry, plan: RefillPlan) => void
  onRemoveReminder: (medicine: MedicineEntry) => void
  onDownloadReminder: (medicine: MedicineEntry) => void
  /** The product whose calendar file is being made, or null. */
  downloadingId?: number | null
}

/** Whether Add to Cart can take this entry: found and in stock. */
export function canBuy(medicine: Pick<MedicineEntry, 'product'>): medicine is { product: Product } {
  return medicine.product !== null && !isOutOfStock(medicine.product)
}

/**
 * My Medicines (beyond the spec, issue 24): the products of the shopper's past orders, each with
 * the day and quantity of its last order, Add to Cart with that quantity (out-of-stock ones marked,
 * with the stock request link), a refill reminder, and one 'Add all to cart'.
 */
export function MedicineList({
  medicines,
  reminders,
  onAdd,
  onAddAll,
  onSaveReminder,
  onRemoveReminder,
  onDownloadReminder,
  downloadingId = null,
}: MedicineListProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const locale = useLocale()
  const buyable = medicines.filter(canBuy).length
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <button type="button" className={buttons.primary} disabled={buyable === 0} onClick={onAddAll}>
          {t`Add all to cart`}
        </button>
      </div>
      <ul className={styles.list} aria-label={t`Products of your past orders`}>
        {medicines.map((medicine) => {
          const title = medicine.name
          const orderedDate = parseServerTimestamp(medicine.lastOrderedAt)
          const orderedOn = orderedDate ? formatCalendarDay(dhakaDay(orderedDate), locale) : ''
          const orderedIso = isoOf(medicine.lastOrderedAt)
          const quantity = count(medicine.quantity)
          const reminder = reminders.get(medicine.productId) ?? null
          const headingId = `medicine-${medicine.productId}`
          return (
            <li key={medicine.productId} className={styles.item} aria-labelledby={headingId}>
              <div className={styles.summary}>
                <h2 id={headingId} className={styles.name}>
                  {medicine.product ? <Link to={productDetailsPath(medicine.product.slug)}>{title}</Link> : title}
                </h2>
                {medicine.unitDescription && <p className={styles.unit}>{medicine.unitDescription}</p>}
                <p className={styles.meta}>
                  {orderedOn && (
                    <span>
                      <Trans>
                        Last ordered <time dateTime={orderedIso}>{orderedOn}</time>
                      </Trans>
                    </span>
                  )}
                  <span>
                    <Trans>Quantity: {quantity}</Trans>
                  </span>
                </p>
              </div>
              <div className={styles.actions}>
                {medicine.product === null ? (
                  <p className={styles.unavailable}>{t`No longer in the shop`}</p>
                ) : isOutOfStock(medicine.product) ? (
                  <>
                    <p className={styles.outOfStock}>{t`Out of stock`}</p>
                    <Link className={buttons.secondary} to={stockRequestPath(medicine.product.slug)}>
                      {t`Request stock`}
                    </Link>
                  </>
                ) : (
                  <button
                    type="button"
                    className={buttons.secondary}
                    aria-label={t`Add to Cart: ${title}, ${quantity}`}
                    onClick={() => onAdd(medicine)}
                  >
                    {t`Add to Cart`}
                  </button>
                )}
              </div>
              <ReminderEditor
                title={title}
                orderedAt={medicine.lastOrderedAt}
                quantity={medicine.quantity}
                unitDescription={medicine.unitDescription}
                reminder={reminder}
                downloading={downloadingId === medicine.productId}
                onSave={(plan) => onSaveReminder(medicine, plan)}
                onRemove={() => onRemoveReminder(medicine)}
                onDownload={() => onDownloadReminder(medicine)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
