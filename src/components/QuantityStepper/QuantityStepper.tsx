import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import { useNumbers } from '@/i18n/useNumbers'
import { MAX_QTY, MIN_QTY } from '@/rules/quantity'
import styles from './QuantityStepper.module.css'

export interface QuantityStepperProps {
  value: number
  min?: number
  max?: number
  /** Names the product, so the controls read e.g. 'Increase quantity of Napa 500 mg'. */
  label: string
  onIncrement: () => void
  onDecrement: () => void
  /** From the machine's snapshot.can(...): false disables the button. */
  canIncrement?: boolean
  canDecrement?: boolean
  /** An update is in flight: both buttons are disabled and clicks are ignored. */
  busy?: boolean
  size?: 'sm' | 'md'
}

/**
 * Minus, a read-only quantity in the page's digits (a spinbutton for assistive tech) and plus (spec 000 "Cart panel").
 * Arrow Up/Down on the quantity step it too.
 *
 * Focus is never lost:
 * - while an update is in flight (`busy`) the buttons are `aria-disabled` (announced as
 *   unavailable, clicks ignored) rather than `disabled`, so a keyboard user pressing plus keeps the
 *   focus on it; `canIncrement`/`canDecrement` do not matter then;
 * - otherwise a button that cannot step is `disabled`; if it had the focus, the quantity takes it.
 */
export function QuantityStepper({
  value,
  min = MIN_QTY,
  max = MAX_QTY,
  label,
  onIncrement,
  onDecrement,
  canIncrement = true,
  canDecrement = true,
  busy = false,
  size = 'md',
}: QuantityStepperProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  // The quantity in the page's digits (৩ on a Bangla page); assistive tech reads the same.
  const shown = count(value)
  const input = useRef<HTMLInputElement>(null)
  const minus = useRef<HTMLButtonElement>(null)
  const plus = useRef<HTMLButtonElement>(null)
  /** The button used last, until its effect on the bounds is known. */
  const lastButton = useRef<HTMLButtonElement | null>(null)

  useLayoutEffect(() => {
    const button = lastButton.current
    if (!button || busy) return
    lastButton.current = null
    if (!button.disabled) return
    const active = document.activeElement
    if (active === button || active === document.body || active === null) input.current?.focus()
  }, [busy, canDecrement, canIncrement, value])

  const decrement = () => {
    if (busy || !canDecrement) return
    lastButton.current = minus.current
    onDecrement()
  }
  const increment = () => {
    if (busy || !canIncrement) return
    lastButton.current = plus.current
    onIncrement()
  }

  return (
    <div
      className={`${styles.stepper} ${styles[size] ?? ''}`}
      role="group"
      aria-label={t`Quantity of ${label}`}
      aria-busy={busy || undefined}
    >
      <button
        ref={minus}
        type="button"
        className={styles.button}
        onClick={decrement}
        disabled={!busy && !canDecrement}
        aria-disabled={busy || undefined}
        aria-label={t`Decrease quantity of ${label}`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        ref={input}
        className={styles.value}
        role="spinbutton"
        aria-label={t`Quantity of ${label}`}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={shown === String(value) ? undefined : shown}
        value={shown}
        readOnly
        inputMode="numeric"
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') {
            event.preventDefault()
            if (!busy && canIncrement) onIncrement()
          } else if (event.key === 'ArrowDown') {
            event.preventDefault()
            if (!busy && canDecrement) onDecrement()
          }
        }}
      />
      <button
        ref={plus}
        type="button"
        className={styles.button}
        onClick={increment}
        disabled={!busy && !canIncrement}
        aria-disabled={busy || undefined}
        aria-label={t`Increase quantity of ${label}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
