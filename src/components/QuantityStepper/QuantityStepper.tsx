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
 * Minus, a read-only quantity (a spinbutton for assistive tech) and plus (spec 000 "Cart panel").
 * Arrow Up/Down on the quantity step it too.
 */
export function QuantityStepper({
  value,
  min = 1,
  max = 100,
  label,
  onIncrement,
  onDecrement,
  canIncrement = true,
  canDecrement = true,
  busy = false,
  size = 'md',
}: QuantityStepperProps) {
  return (
    <div
      className={`${styles.stepper} ${styles[size]}`}
      role="group"
      aria-label={`Quantity of ${label}`}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className={styles.button}
        onClick={onDecrement}
        disabled={busy || !canDecrement}
        aria-label={`Decrease quantity of ${label}`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.value}
        role="spinbutton"
        aria-label={`Quantity of ${label}`}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={value}
        readOnly
        inputMode="numeric"
        onKeyDown={(event) => {
          if (busy) return
          if (event.key === 'ArrowUp') {
            event.preventDefault()
            onIncrement()
          } else if (event.key === 'ArrowDown') {
            event.preventDefault()
            onDecrement()
          }
        }}
      />
      <button
        type="button"
        className={styles.button}
        onClick={onIncrement}
        disabled={busy || !canIncrement}
        aria-label={`Increase quantity of ${label}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
