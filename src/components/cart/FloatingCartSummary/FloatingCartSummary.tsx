import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useMoney } from '@/lib/useMoney'
import styles from './FloatingCartSummary.module.css'
import { AMOUNT_ANIMATION_MS, useAnimatedNumber } from './useAnimatedNumber'

export interface FloatingCartSummaryProps {
  /** Units in the cart. */
  count: number
  /** The cart total in taka; the shown amount runs to it over 600 ms (at once under reduced motion). */
  total: number
  /** Opens the cart panel. */
  onOpen: () => void
  /** Hidden while the panel is open and on /checkout. */
  hidden?: boolean
  /** Length of the amount animation (spec 000 s9: 600 ms). */
  animationMs?: number
}

/** '1 Item', '3 Items' (spec 000 s4), in the page's language. */
export function useItemsLabel(): (count: number) => string {
  const { t } = useLingui()
  return (count) => t`${plural(count, { one: '# Item', other: '# Items' })}`
}

/**
 * The floating cart summary (spec 000 s2): the item count and the cart total, animated as it
 * changes; a click opens the cart panel. Screen readers hear the final amount, never the running
 * one.
 */
export function FloatingCartSummary({
  count,
  total,
  onOpen,
  hidden = false,
  animationMs = AMOUNT_ANIMATION_MS,
}: FloatingCartSummaryProps) {
  const { t } = useLingui()
  const itemsLabel = useItemsLabel()
  const formatMoney = useMoney()
  const shown = useAnimatedNumber(total, animationMs)
  const amount = formatMoney(total)
  // Hidden, not unmounted: the button that opened the panel must still be there to get the focus
  // back when the panel closes.
  return (
    <button
      type="button"
      hidden={hidden}
      className={styles.summary}
      onClick={onOpen}
      data-testid="floating-cart-summary"
    >
      <span className={styles.count}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="currentColor"
            d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 15H5L4 7h3Zm2 0h6V6a3 3 0 0 0-6 0v1ZM6.1 9l.8 11h10.2l.8-11H6.1Z"
          />
        </svg>
        <span>{itemsLabel(count)}</span>
      </span>
      {/* The running amount is for the eyes; screen readers get the final one. */}
      <span className={styles.total} aria-hidden="true" data-testid="floating-cart-total">
        {formatMoney(shown)}
      </span>
      <span className="visually-hidden">{t`${amount}: open the cart`}</span>
    </button>
  )
}
