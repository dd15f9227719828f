import { msg } from '@lingui/core/macro'
import { englishTexts, useText } from '@/i18n/lingui'
import styles from './ConnectionBanner.module.css'

/** 'back-online': the connection has just returned (shown for a few seconds, then 'online'). */
export type ConnectionState = 'online' | 'offline' | 'back-online'

export interface ConnectionBannerProps {
  state: ConnectionState
}

export const CONNECTION_TEXTS = englishTexts({
  offline: msg`You are offline.`,
  offlineDetail: msg`Pages you opened before still work, with the prices you last saw: they may be out of date.`,
  backOnline: msg`Back online.`,
})

/**
 * A polite notice at the bottom of the window when the connection drops ('You are offline') and,
 * for a moment, when it returns ('Back online'). Fixed, so it moves nothing; the live region is
 * always in the page (empty while online), so screen readers announce each change once.
 */
export function ConnectionBanner({ state }: ConnectionBannerProps) {
  const text = useText()
  return (
    <div className={styles.region} role="status">
      {state === 'offline' && (
        <p className={`${styles.banner} ${styles.offline}`}>
          <svg
            className={styles.icon}
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10.5 10.5 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18" />
            <circle cx="12" cy="19" r="1" fill="currentColor" />
          </svg>
          <span>
            <strong>{text(CONNECTION_TEXTS.offline)}</strong> {text(CONNECTION_TEXTS.offlineDetail)}
          </span>
        </p>
      )}
      {state === 'back-online' && (
        <p className={`${styles.banner} ${styles.online}`}>
          <strong>{text(CONNECTION_TEXTS.backOnline)}</strong>
        </p>
      )}
    </div>
  )
}
