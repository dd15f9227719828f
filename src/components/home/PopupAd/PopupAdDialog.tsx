import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import type { PopupAd } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { CloseIcon } from '@/components/layout/icons'
import { menuTarget } from '@/components/layout/shellLinks'
import { hideTheRest } from '@/lib/modal'
import styles from './PopupAdDialog.module.css'

export interface PopupAdDialogProps {
  ad: PopupAd
  open: boolean
  /** The close button, Escape, a click on the backdrop, or following the ad's link. */
  onClose: () => void
}

/** One popup at a time: its title's id. */
const TITLE_ID = 'popup-ad-title'

/** The dialog's controls, in their order: the close button, then the ad's link when it has one. */
function controlsOf(dialog: HTMLDialogElement): HTMLElement[] {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  return [...dialog.querySelectorAll<HTMLElement>('button, a[href]')]
}

/**
 * Ref of the dialog: opened once the browser has drawn the frame React put it in (it waits there
 * closed, not drawn), and closed when React takes it out (the popup closed), the focus then given
 * back to where it was when it opened.
 *
 * Opened with `show()`, not `showModal()` (decision 0070): a modal `<dialog>` makes the whole page
 * behind it inert, and the browser restyles every element of the page for that inside the call
 * (100-190 ms of the ~1,000-element home page at 4x CPU, in the popup's own task; `show()` 11-31
 * ms). So it is modal by its own means: `aria-modal` and the rest of the page hidden from assistive
 * technologies, the focus kept inside (below), the overlay taking the presses beside the dialog,
 * and Escape asking to close. `show()`'s own focusing steps put the focus on the
 * close button (first in its markup: Enter should not follow an ad by accident).
 */
function showAfterPaint(dialog: HTMLDialogElement | null): (() => void) | undefined {
  if (!dialog) return undefined
  const opener = document.activeElement
  let timer: ReturnType<typeof setTimeout> | undefined
  let showTheRest = () => {}
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!dialog.isConnected || dialog.open) return
      showTheRest = hideTheRest(dialog)
      dialog.show()
      if (!dialog.contains(document.activeElement)) controlsOf(dialog)[0]?.focus()
    }, 0)
  })
  // The focus stays inside while it is open: a control of the page behind that takes it (a click
  // through a gap, a script) gives it back to the close button.
  const keepFocus = (event: FocusEvent) => {
    if (dialog.open && event.target instanceof Node && !dialog.contains(event.target)) controlsOf(dialog)[0]?.focus()
  }
  document.addEventListener('focusin', keepFocus)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    document.removeEventListener('focusin', keepFocus)
    const focusInside = dialog.contains(document.activeElement)
    showTheRest()
    dialog.close()
    if (focusInside && opener instanceof HTMLElement && opener.isConnected) opener.focus()
  }
}

/** Tab and Shift+Tab go round the dialog's controls; Escape asks to close. */
function onKeys(event: KeyboardEvent<HTMLDialogElement>, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    onClose()
    return
  }
  if (event.key !== 'Tab') return
  const controls = controlsOf(event.currentTarget)
  const edge = event.shiftKey ? controls[0] : controls.at(-1)
  if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return
  event.preventDefault()
  ;(event.shiftKey ? controls.at(-1) : controls[0])?.focus()
}

/** Intrinsic size of the popup image (square); the dialog scales it to the screen. */
export const POPUP_IMAGE_SIZE = 600

/**
 * The popup advertisement (spec 000 s2, s4): a modal with the ad image linking to the ad's url. A
 * native `<dialog>` (decision 0054) opened without `showModal()` (decision 0070): `aria-modal`,
 * the focus inside (the close button gets it first, once the dialog is drawn; Tab goes round its
 * controls), the page behind under an overlay and not scrolling, the focus given back to where it
 * was on closing. Escape, the close button, a press on the overlay and the ad's link ask to close
 * (`onClose`); the popup closes when its owner says so (`open`).
 */
export function PopupAdDialog({ ad, open, onClose }: PopupAdDialogProps) {
  const { t } = useLingui()
  if (!open) return null
  const src = uploadUrl('popup', ad.image)
  const target = menuTarget(ad.url)
  const image = src ? (
    <img className={styles.image} src={src} alt={t`Special offer`} width={POPUP_IMAGE_SIZE} height={POPUP_IMAGE_SIZE} />
  ) : null

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a press on the overlay closes it (pointer only, as Radix's overlay), and its keys: Escape, Tab kept inside
    <dialog
      ref={showAfterPaint}
      className={styles.content}
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      data-testid="popup-ad-dialog"
      // Escape and Tab: the owner decides when it closes (its machine closes the popup).
      onKeyDown={(event) => onKeys(event, onClose)}
      // A press on the overlay beside it: its target is the dialog itself (the overlay is its
      // ::before, under its content).
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <h2 id={TITLE_ID} className="visually-hidden">
        {t`Special offer`}
      </h2>
      <button type="button" className={styles.close} data-popup-close="" onClick={onClose}>
        <CloseIcon />
        <span className="visually-hidden">{t`Close`}</span>
      </button>
      {target?.kind === 'internal' ? (
        <Link className={styles.link} to={target.to} onClick={onClose}>
          {image}
        </Link>
      ) : target?.kind === 'external' ? (
        <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {image}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      ) : (
        image
      )}
    </dialog>
  )
}

export default PopupAdDialog
