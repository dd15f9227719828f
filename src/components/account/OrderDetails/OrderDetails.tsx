import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import { useId, type ReactNode } from 'react'
import type { Order, OrderLine } from '@/api/entities'
import { PriceDisplay } from '@/components/PriceDisplay'
import { fromPaisa, multiplyMoney, sumMoney, toPaisa } from '@/rules/money'
import { useMoney } from '@/lib/useMoney'
import { formatDay, formatOrderDate, isoOf, orderStatusLabel, paymentLabel } from '../format'
import { StatusBadge } from '../OrderTable/StatusBadge'
import styles from './OrderDetails.module.css'
import { useNumbers } from '@/i18n/useNumbers'
import { slotText } from '@/lib/deliverySlots'

export interface OrderDetailsProps {
  order: Order
  /** The order's lines (order-product); the order's own order_details when that call failed. */
  lines: readonly OrderLine[]
}

/** Unit price after the per-unit discount. */
export function unitPaid(line: Pick<OrderLine, 'price' | 'discount'>): number {
  return fromPaisa(Math.max(0, toPaisa(line.price) - toPaisa(line.discount)))
}

/** A line's sub total: the server's `total`, else unit price after discount x quantity. */
export function lineSubTotal(line: Pick<OrderLine, 'price' | 'discount' | 'quantity' | 'total'>): number {
  return line.total ?? multiplyMoney(unitPaid(line), line.quantity)
}

/** A free gift pack is not a catalogue product: no product, nothing to pay. */
export function isFreeItem(line: Pick<OrderLine, 'product' | 'price'>): boolean {
  return line.product === null && line.price === 0
}

const PAYMENT_TYPES: Record<string, string> = englishTexts({ cod: msg`Cash on Delivery`, ssl: msg`Online Payment` })

/**
 * cod -> Cash on Delivery, ssl -> Online Payment, anything else as the server wrote it. In
 * English: shown through `useText`, which translates the first two.
 */
export function paymentTypeLabel(type: string): string {
  const key = type.trim().toLowerCase()
  return PAYMENT_TYPES[key] ?? (type.trim() || PAYMENT_TYPES.cod!)
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>{children}</dl>
    </section>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value === '' || value === null ? <span className={styles.muted}>—</span> : value}</dd>
    </div>
  )
}

function Minus({ amount }: { amount: number }) {
  const formatMoney = useMoney()
  return <>{amount > 0 ? `-${formatMoney(amount)}` : formatMoney(0)}</>
}

/**
 * Order Details (spec 001 s2): billing (name, email, phone); payment (order code, payment type,
 * method); shipping (city-area, date, time, address, additional address); the product table and
 * its totals (Coupon Discount only when the order has a coupon); the invoice note when dtls_mail
 * is 1; the order note.
 */
export function OrderDetails({ order, lines }: OrderDetailsProps) {
  const { t } = useLingui()
  const text = useText()
  const formatMoney = useMoney()
  const { digits, count } = useNumbers()
  const orderId = order.order_id
  const placed = digits(formatOrderDate(order.created_at))
  const cityArea = [order.city, order.area]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' - ')
  const subTotal = sumMoney(lines.map(lineSubTotal))
  const hasCoupon = order.coupon.trim() !== ''
  const productsId = useId()

  return (
    <div className={styles.details}>
      <p className={styles.summary}>
        <span>
          <Trans>
            Order <strong>#{orderId}</strong>
          </Trans>
        </span>
        {placed && (
          <span>
            <Trans>
              Placed <time dateTime={isoOf(order.created_at)}>{placed}</time>
            </Trans>
          </span>
        )}
        <StatusBadge status={order.status} label={text(orderStatusLabel(order.status))} />
      </p>

      <div className={styles.blocks}>
        <Block title={t`Billing Address`}>
          <Fact label={t`Name`} value={order.firstname} />
          <Fact label={t`Email`} value={order.email} />
          <Fact label={t`Phone`} value={order.phone} />
        </Block>
        <Block title={t`Payment`}>
          <Fact label={t`Order Code`} value={`#${order.order_id}`} />
          <Fact label={t`Payment Type`} value={text(paymentTypeLabel(order.payment_type))} />
          <Fact label={t`Payment Method`} value={paymentLabel(order)} />
        </Block>
        <Block title={t`Shipping Address`}>
          <Fact label={t`City - Area`} value={cityArea} />
          <Fact label={t`Delivery Date`} value={digits(formatDay(order.delivery_date) || order.delivery_date)} />
          <Fact label={t`Delivery Time`} value={digits(text(slotText(order.delivery_time)))} />
          <Fact label={t`Address`} value={order.address} />
          <Fact label={t`Additional Address`} value={order.additional_address} />
        </Block>
      </div>

      <section aria-labelledby={productsId}>
        <h2 id={productsId} className={styles.blockTitle}>
          {t`Products`}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Product`}</th>
                <th scope="col">{t`Strength`}</th>
                <th scope="col">{t`Pack Size`}</th>
                <th scope="col" className={styles.number}>
                  {t`Price`}
                </th>
                <th scope="col" className={styles.number}>
                  {t`Quantity`}
                </th>
                <th scope="col" className={styles.number}>
                  {t`Sub Total`}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" data-label={t`Product`}>
                    {line.product_name}
                  </th>
                  <td data-label={t`Strength`}>{line.strength || '—'}</td>
                  <td data-label={t`Pack Size`}>
                    {isFreeItem(line) ? (
                      <span className={styles.free}>{t`Free Item`}</span>
                    ) : (
                      line.product?.unit_description || '—'
                    )}
                  </td>
                  <td data-label={t`Price`} className={styles.number}>
                    <PriceDisplay
                      price={line.price}
                      discountPrice={line.discount > 0 ? unitPaid(line) : null}
                      size="sm"
                      // What the order was placed at: never out of date.
                      stale={false}
                    />
                  </td>
                  <td data-label={t`Quantity`} className={styles.number}>
                    {`${count(line.quantity)} ${line.unit}`.trim()}
                  </td>
                  <td data-label={t`Sub Total`} className={styles.number}>
                    {formatMoney(lineSubTotal(line))}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  {t`Sub Total`}
                </th>
                <td className={styles.number}>{formatMoney(subTotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={5}>
                  {t`Discount`}
                </th>
                <td className={styles.number}>
                  <Minus amount={order.discount} />
                </td>
              </tr>
              {hasCoupon && (
                <tr>
                  <th scope="row" colSpan={5}>
                    {t`Coupon Discount`} <span className={styles.coupon}>({order.coupon})</span>
                  </th>
                  <td className={styles.number}>
                    <Minus amount={order.coupon_discount} />
                  </td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={5}>
                  {t`Delivery`}
                </th>
                <td className={styles.number}>{formatMoney(order.deliverycharge)}</td>
              </tr>
              <tr className={styles.total}>
                <th scope="row" colSpan={5}>
                  {t`Total`}
                </th>
                <td className={styles.number}>{formatMoney(order.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      {order.dtls_mail === 1 && (
        <p className={styles.note}>
          <strong>{t`Invoice note:`}</strong>{' '}
          {t`the product list is left out of this order's invoice, as asked at checkout.`}
        </p>
      )}
      {order.order_note.trim() && (
        <p className={styles.note}>
          <strong>{t`Order note:`}</strong> {order.order_note}
        </p>
      )}
    </div>
  )
}
