import { useLingui } from '@lingui/react/macro'
import { useNumbers } from '@/i18n/useNumbers'
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from '@/components/layout/icons'
import { CartContents } from '../CartContents'
import { MiniCart } from '../MiniCart'
import { ProceedToCheckout } from '../ProceedToCheckout'
import { WhatsAppOrderLink } from '../WhatsAppOrderLink'
import type { CartItem } from '../types'
import styles from './CartPanel.module.css'

export interface CartPanelProps {
  open: boolean
  /** Close button, overlay click, Escape, 'Continue Shopping' and 'View Cart'. */
  onClose: () => void
  lines: readonly CartItem[]
  /** The cart total in taka. */
  subtotal: number
  /** Units in the cart, for the description screen readers hear on opening. */
  itemCount: number
  /** From the machine's snapshot.can({ type: 'CHECKOUT' }). */
  canCheckout: boolean
  onCheckout: () => void
  renderQuantity: (line: CartItem) => ReactNode
  onRemove: (line: CartItem) => void
  /** 'View Item': the product whose line gets the focus when the panel opens. */
  focusProductId?: number | null
  /** Where the focus goes back on closing; the default is Radix's (the dialog trigger). */
  onCloseAutoFocus?: (event: Event) => void
  /** 'Order on WhatsApp' under the checkout button (issue 24): the wa.me link, or null to hide it. */
  whatsappHref?: string | null
  /**
   * Appears without sliding in: it takes the place of its frame (CartPanelFrame), which slid in
   * when the panel was opened.
   */
  instant?: boolean
}

/**
 * The right-hand cart panel titled 'Cart Item' (spec 000 s2): a modal Radix dialog, so the focus
 * moves into it, stays in it and returns on closing; it closes with its close button, an overlay
 * click and Escape. Lines with stepper and remove; the mini-cart (subtotal, View Cart) and
 * 'Proceed to checkout' below them; the empty cart when there are no lines.
 */
export function CartPanel({
  open,
  onClose,
  lines,
  subtotal,
  itemCount,
  canCheckout,
  onCheckout,
  renderQuantity,
  onRemove,
  focusProductId = null,
  onCloseAutoFocus,
  whatsappHref = null,
  instant = false,
}: CartPanelProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  const items = count(itemCount)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={styles.overlay}
          data-testid="cart-panel-overlay"
          data-instant={instant ? '' : undefined}
        />
        <Dialog.Content
          className={styles.panel}
          data-instant={instant ? '' : undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            if (focusProductId === null) return
            const line = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              `[data-line-id="${focusProductId}"]`,
            )
            const target =
              // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS selectors
              line?.querySelector<HTMLElement>('[role="spinbutton"]') ?? line?.querySelector<HTMLElement>('a, button')
            if (!target) return
            event.preventDefault()
            target.focus()
            line?.scrollIntoView?.({ block: 'nearest' })
          }}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{t`Cart Item`}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close cart`}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </header>
          <Dialog.Description className="visually-hidden">
            {itemCount === 1 ? t`1 item in your cart` : t`${items} items in your cart`}
          </Dialog.Description>
          <div className={styles.body}>
            <CartContents
              lines={lines}
              renderQuantity={renderQuantity}
              onRemove={onRemove}
              onContinueShopping={onClose}
            />
          </div>
          {lines.length > 0 && (
            <footer className={styles.footer}>
              <MiniCart subtotal={subtotal} onViewCart={onClose} />
              <ProceedToCheckout enabled={canCheckout} onProceed={onCheckout} />
              <WhatsAppOrderLink href={whatsappHref} />
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
