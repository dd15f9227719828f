import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from '@/components/layout/icons'
import { hideTheRest } from '@/lib/modal'
import styles from './CartPanel.module.css'

export interface CartPanelFrameProps {
  /** The frame was closed (its close button, Escape, a press outside it); the focus is back on the opener. */
  onClose: () => void
}

/** One frame at a time: its heading's id. */
const TITLE_ID = 'cart-panel-frame-title'

/**
 * Ref of the frame (one function, so React attaches it once): opened in the press's layout
 * effects, so it is drawn in the press's own paint, the rest of the page hidden from assistive
 * technologies while it is open (as the panel hides it); React's removal of it undoes the hiding.
 */
function openFrame(dialog: HTMLDialogElement): () => void {
  const showTheRest = hideTheRest(dialog)
  if (!dialog.open) dialog.show()
  return showTheRest
}

/**
 * The cart panel's frame, drawn in the press that opens the panel while the panel's own code is
 * still on its way (its first opening): the panel's place, heading 'Cart Item' and close button,
 * and a busy skeleton where the lines and totals come. A native `<dialog>` (no dialog library on
 * the first visit), opened without `showModal()`: a modal dialog makes the whole page behind it
 * inert, which restyles every element of the page in the press (~120 ms at 4x CPU on `/`, and as
 * much again when the panel takes its place: decision 0062). So it is modal as Radix's panel is:
 * `aria-modal` and the rest of the page hidden from assistive technologies, the focus moved in
 * (the close button) and kept there (Tab goes nowhere else), an overlay over the page that closes
 * it when pressed, Escape; closing gives the focus back to the opener. The panel (CartPanel) takes
 * its place, without sliding in again, when its code has arrived.
 */
export function CartPanelFrame({ onClose }: CartPanelFrameProps) {
  const { t } = useLingui()
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a press on the overlay closes it (as the panel's overlay does), and its keys: Escape, Tab kept on the close button
    <dialog
      ref={openFrame}
      className={styles.frame}
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      aria-busy="true"
      onClose={onClose}
      // A press outside it closes it, as the panel's overlay does: on the overlay (the dialog's
      // ::before), the press's target is the dialog itself (its content covers the rest of it).
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      // Escape closes it; Tab stays on its one control (the close button).
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.close()
        else if (event.key === 'Tab') event.preventDefault()
      }}
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
