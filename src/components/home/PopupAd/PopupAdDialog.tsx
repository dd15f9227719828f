import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { PopupAd } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { CloseIcon } from '@/components/layout/icons'
import { menuTarget } from '@/components/layout/shellLinks'
import styles from './PopupAdDialog.module.css'

export interface PopupAdDialogProps {
  ad: PopupAd
  open: boolean
  /** The close button, Escape, a click on the backdrop, or following the ad's link. */
  onClose: () => void
}

/** One popup at a time: its title's id. */
const TITLE_ID = 'popup-ad-title'

/**
 * Ref of the dialog: opened as a modal once the browser has drawn the frame React put it in (it
 * waits there closed, not drawn), and closed when React takes it out (the popup closed); the
 * browser then gives the focus back to where it was when the dialog opened.
 *
 * The dialog opens by itself (not from a tap). `showModal()` makes the rest of the page inert, and
 * the browser restyles the whole page for that at once, inside the call (~50 ms of the ~900-element
 * home page at 4x CPU): called in React's commit, that work would lengthen the commit's task; after
 * the frame it is a task of its own, with nothing else to redo. The browser's own focusing steps
 * then put the focus on the dialog's first control, the close button (first in its markup: Enter
 * should not follow an ad by accident), in the same call: no `focus()` of ours forces anything.
 */
function showAfterPaint(dialog: HTMLDialogElement | null): (() => void) | undefined {
  if (!dialog) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (dialog.isConnected && !dialog.open) dialog.showModal()
    }, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    dialog.close()
  }
}

/** Intrinsic size of the popup image (square); the dialog scales it to the screen. */
export const POPUP_IMAGE_SIZE = 600

/**
 * The popup advertisement (spec 000 s2, s4): a modal with the ad image linking to the ad's url. A
 * native modal `<dialog>` (decision 0054): the browser keeps the page behind it inert and the focus
 * inside (the close button gets it first, once the dialog is drawn), and gives the focus back to
 * where it was on closing. Escape, the close button, a click on the backdrop and the ad's link ask
 * to close (`onClose`); the popup closes when its owner says so (`open`).
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
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop (pointer only, as Radix's overlay); keys have Escape and the close button
    <dialog
      ref={showAfterPaint}
      className={styles.content}
      aria-labelledby={TITLE_ID}
      data-testid="popup-ad-dialog"
      // Escape: the owner decides (its machine closes the popup), not the browser on its own.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Closed by the browser anyway (an Escape it does not let a page cancel); not when closed by
      // leaving the page (the ref's clean-up).
      onClose={(event) => event.currentTarget.isConnected && onClose()}
      // A click on the backdrop: its target is the dialog itself (its content covers the rest of it).
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
