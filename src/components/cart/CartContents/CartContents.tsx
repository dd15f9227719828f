import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFocusAfterRemoval } from '@/lib/useFocusAfterRemoval'
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
 * empty, so a keyboard user never loses their place (useFocusAfterRemoval).
 */
export function CartContents({ lines, renderQuantity, onRemove, onContinueShopping, layout }: CartContentsProps) {
  const { t } = useLingui()
  const { containerRef, removing } = useFocusAfterRemoval(lines, '[data-line-remove]', (line) => line.id)

  const remove = (line: CartItem) => {
    removing(line)
    onRemove(line)
  }

  return (
    <div ref={containerRef} className={styles.contents}>
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
