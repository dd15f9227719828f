import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import type { PopupAd } from '@/api/entities'
import { uploadUrl } from '@/api/images'
import { CloseIcon } from '@/components/layout/icons'
import { menuTarget } from '@/components/layout/shellLinks'
import styles from './PopupAdDialog.module.css'

export interface PopupAdDialogProps {
  ad: PopupAd
  open: boolean
  /** The close button, Escape, a click on the overlay, or following the ad's link. */
  onClose: () => void
}

/**
 * Focuses `element` once the browser has drawn the frame that shows it, without scrolling. The
 * dialog opens by itself (not from a tap), and mounting it changes the whole page's style (the
 * scroll lock's stylesheet, `aria-hidden` on the page): a `focus()` in the same task made the
 * browser work that out at once, inside our script (a forced style recalculation and layout of
 * the ~900-element home page, ~100 ms at 4x CPU). After the frame the styles are up to date and
 * focusing costs next to nothing; the focus lands in the dialog a frame later.
 */
function focusAfterPaint(element: HTMLElement | null): void {
  if (!element) return
  requestAnimationFrame(() => {
    setTimeout(() => {
      // Not when it was closed meanwhile (Escape works before the focus arrives).
      if (element.isConnected && element.closest('[data-state="open"]')) element.focus({ preventScroll: true })
    }, 0)
  })
}

/** Intrinsic size of the popup image (square); the dialog scales it to the screen. */
export const POPUP_IMAGE_SIZE = 600

/**
 * The popup advertisement (spec 000 s2, s4): a modal with the ad image linking to the ad's url.
 * Radix Dialog traps focus inside (the close button gets it first, once the dialog is drawn), closes
 * on Escape, the close button and a click on the overlay, and gives focus back to where it was.
 */
export function PopupAdDialog({ ad, open, onClose }: PopupAdDialogProps) {
  const { t } = useLingui()
  const src = uploadUrl('popup', ad.image)
  const target = menuTarget(ad.url)
  // The popup opens by itself: the focus goes back to wherever it was when it opened.
  const previous = useRef<HTMLElement | null>(null)
  const image = src ? (
    <img className={styles.image} src={src} alt={t`Special offer`} width={POPUP_IMAGE_SIZE} height={POPUP_IMAGE_SIZE} />
  ) : null

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="popup-ad-overlay" />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            // Focus the close button rather than the ad link: Enter should not follow an ad by accident.
            event.preventDefault()
            focusAfterPaint((event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-popup-close]'))
          }}
          onCloseAutoFocus={(event) => {
            const element = previous.current
            previous.current = null
            event.preventDefault()
            if (element?.isConnected && element !== document.body) element.focus()
          }}
        >
          <Dialog.Title className="visually-hidden">{t`Special offer`}</Dialog.Title>
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
          <Dialog.Close className={styles.close} data-popup-close="">
            <CloseIcon />
            <span className="visually-hidden">{t`Close`}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export default PopupAdDialog
