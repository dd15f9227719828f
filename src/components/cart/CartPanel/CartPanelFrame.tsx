import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from '@/components/layout/icons'
import styles from './CartPanel.module.css'

export interface CartPanelFrameProps {
  /** The frame was closed (its close button, Escape, a press outside it); the focus is back on the opener. */
  onClose: () => void
}

/** One frame at a time: its heading's id. */
const TITLE_ID = 'cart-panel-frame-title'

/**
 * The cart panel's frame, drawn in the press that opens the panel while the panel's own code is
 * still on its way (its first opening): the panel's place, heading 'Cart Item' and close button,
 * and a busy skeleton where the lines and totals come. A native modal `<dialog>` (no dialog library
 * on the first visit): the browser moves the focus into it (the close button), keeps the page
 * behind it inert, closes it on Escape and gives the focus back to the opener on closing. The
 * panel (CartPanel) takes its place, without sliding in again, when its code has arrived.
 */
export function CartPanelFrame({ onClose }: CartPanelFrameProps) {
  const { t } = useLingui()
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a press on the backdrop (pointer only, as the panel's overlay); keys have Escape and the close button
    <dialog
      // Opened as a modal with the press's layout effects: drawn in the press's own paint.
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal()
      }}
      className={styles.frame}
      aria-labelledby={TITLE_ID}
      aria-busy="true"
      onClose={onClose}
      // A press outside it closes it, as the panel's overlay does: on the backdrop, the press's
      // target is the dialog itself (its content covers the rest of it).
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <header className={styles.header}>
        <h2 id={TITLE_ID} className={styles.title}>
          {t`Cart Item`}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t`Close cart`}
          onClick={(event) => event.currentTarget.closest('dialog')?.close()}
        >
          <CloseIcon size={24} />
        </button>
      </header>
      <div className={styles.pending}>
        <div className={styles.pendingLine} />
        <div className={styles.pendingLine} />
      </div>
    </dialog>
  )
}
