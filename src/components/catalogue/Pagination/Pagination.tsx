import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { pageWindow } from './pageWindow'
import styles from './Pagination.module.css'
import { useNumbers } from '@/i18n/useNumbers'

export interface PaginationProps {
  /** The page shown (1-based). */
  page: number
  lastPage: number
  /** The link of a page, e.g. '?sort=price_asc&page=3' (page and sort live in the URL). */
  hrefFor: (page: number) => string
  /** Numbered pages around the current one (spec 000 s9: 5). */
  windowSize?: number
  /** Names the navigation landmark; pages with two lists name each. */
  label?: string
}

/**
 * First, Previous, a window of numbered pages, Next, Last (spec 000 "Offers page"; the listing and
 * search pages use the same control). Every page is a real link, so the page lives in the URL,
 * opens in a new tab and comes back with the browser's back button. Nothing renders for one page.
 */
export function Pagination({ page, lastPage, hrefFor, windowSize = 5, label }: PaginationProps) {
  const { t } = useLingui()
  const { count } = useNumbers()
  if (lastPage <= 1) return null
  const current = Math.min(Math.max(1, page), lastPage)
  const pages = pageWindow(current, lastPage, windowSize)
  const atStart = current <= 1
  const atEnd = current >= lastPage

  return (
    <nav className={styles.pagination} aria-label={label ?? t`Pagination`}>
      <ul className={styles.list}>
        <Step to={atStart ? null : hrefFor(1)} label={t`First`} symbol="«" />
        <Step to={atStart ? null : hrefFor(current - 1)} label={t`Previous`} symbol="‹" />
        {pages.map((n) => (
          <li key={n}>
            {n === current ? (
              <span className={`${styles.item} ${styles.current}`} aria-current="page">
                <span className="visually-hidden">{t`Page`} </span>
                {count(n)}
              </span>
            ) : (
              <Link className={styles.item} to={hrefFor(n)}>
                <span className="visually-hidden">{t`Page`} </span>
                {count(n)}
              </Link>
            )}
          </li>
        ))}
        <Step to={atEnd ? null : hrefFor(current + 1)} label={t`Next`} symbol="›" />
        <Step to={atEnd ? null : hrefFor(lastPage)} label={t`Last`} symbol="»" />
      </ul>
    </nav>
  )
}

/**
 * First/Previous/Next/Last: a link, or an inert label at either end. On a phone the word gives way
 * to its symbol (still named by the word for screen readers) so the row fits 390 px.
 */
function Step({ to, label, symbol }: { to: string | null; label: string; symbol: string }) {
  const content = (
    <>
      <span className={styles.symbol} aria-hidden="true">
        {symbol}
      </span>
      <span className={styles.label}>{label}</span>
    </>
  )
  return (
    <li>
      {to === null ? (
        <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
          {content}
        </span>
      ) : (
        <Link className={styles.item} to={to}>
          {content}
        </Link>
      )}
    </li>
  )
}
