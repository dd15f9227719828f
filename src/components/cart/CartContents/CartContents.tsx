import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { CartLine } from '../CartLine'
import { EmptyCart } from '../EmptyCart'
import type { CartItem } from '../types'
import styles from './CartContents.module.css'

export interface CartContentsProps {
  lines: readonly CartItem[]
  /** The quantity control of a line (the app passes its machine-driven QuantityStepper). */
  renderQuantity: (line: CartItem) => ReactNode
  onRemove: (line: CartItem) => void
  onContinueShopping?: () => void
  layout?: 'compact' | 'wide'
}

/**
 * The cart's lines, or the empty cart. After a removal the focus moves to the next line's remove
 * button (or the previous one for the last line), and to 'Continue Shopping' once the cart is
 * empty, so a keyboard user never loses their place.
 */
export function CartContents({ lines, renderQuantity, onRemove, onContinueShopping, layout }: CartContentsProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  /** Index of the removed line while its removal is on its way to the lines prop. */
  const focusAfterRemoval = useRef<number | null>(null)

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current
    const root = container.current
    if (index === null || !root) return
    focusAfterRemoval.current = null
    const buttons = root.querySelectorAll<HTMLElement>('[data-line-remove]')
    const target = buttons[Math.min(index, buttons.length - 1)] ?? root.querySelector<HTMLElement>('[data-empty-focus]')
    target?.focus()
  }, [lines])

  const remove = (line: CartItem) => {
    if (container.current?.contains(document.activeElement)) {
      focusAfterRemoval.current = Math.max(
        0,
        lines.findIndex((l) => l.id === line.id),
      )
    }
    onRemove(line)
  }

  return (
    <div ref={container} className={styles.contents}>
      {lines.length === 0 ? (
        <EmptyCart onContinueShopping={onContinueShopping} />
      ) : (
        <ul className={styles.list} aria-label={t`Cart lines`}>
          {lines.map((line) => (
            <li key={line.id}>
              <CartLine line={line} quantity={renderQuantity(line)} onRemove={remove} layout={layout} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
