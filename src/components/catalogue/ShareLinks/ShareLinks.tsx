import { useLingui } from '@lingui/react/macro'
import { useText } from '@/i18n/lingui'
import { useId, type MouseEvent } from 'react'
import { popupFeatures, shareTargets, type ShareNetwork } from './shareLinks'
import styles from './ShareLinks.module.css'

export interface ShareLinksProps {
  /** The absolute URL of the page to share. */
  url: string
  /** The product name (email subject). */
  title: string
  /** Told which network the shopper chose (analytics, tests). */
  onShare?: (network: ShareNetwork) => void
}

/**
 * Facebook, LinkedIn and email share links (spec 000 "Product detail page"). Facebook and LinkedIn
 * open a 626 x 436 popup; when the browser blocks it (or the shopper asks for a new tab with a
 * modifier key or the middle button) the plain link opens in a new tab instead.
 */
export function ShareLinks({ url, title, onShare }: ShareLinksProps) {
  const { t } = useLingui()
  const text = useText()
  const labelId = useId()
  const targets = shareTargets(url, title)

  const openPopup = (event: MouseEvent<HTMLAnchorElement>, href: string, network: ShareNetwork) => {
    onShare?.(network)
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const popup = window.open(
      href,
      `share-${network}`,
      popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
    )
    if (!popup) return // blocked: the link's own target="_blank" takes over
    popup.opener = null
    event.preventDefault()
  }

  return (
    <div className={styles.share}>
      <span className={styles.label} id={labelId}>
        {t`Share`}
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {targets.map((target) => (
          <li key={target.network}>
            {target.popup ? (
              <a
                className={`${styles.link} ${styles[target.network]}`}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => openPopup(event, target.href, target.network)}
              >
                {text(target.label)}
                <span className="visually-hidden"> {t`(opens in a new window)`}</span>
              </a>
            ) : (
              <a
                className={`${styles.link} ${styles[target.network]}`}
                href={target.href}
                onClick={() => onShare?.(target.network)}
              >
                {text(target.label)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
